// 1989 的中文(繁體)介面:介面文字、紀錄的句子、名稱(地區、卡牌、天安門各格、蘇聯安定條)與
// 卡牌效果。單獨載入的程式塊。
import type { Country, LogEntry, NoteKey } from "@dawn/engine";
import type { Table } from "../../shell/i18n.ts";
import { EFFECTS } from "./cards.zh.ts";
import type { Key } from "./en.ts";
import type { LangPack } from "./lang.ts";
import {
  COUNTRY,
  c,
  cards,
  handOf,
  other,
  PERIOD,
  PLACE,
  PLAY,
  p,
  SIDE,
  SUIT,
  s,
  scoringSide,
  signed,
  sum,
} from "./log-words.ts";
import { tstBoxName, ussrLabel } from "./names.ts";

const text: Table<Key> = {
  youAre: "你:{side}",
  spectating: "觀戰中",
  replay: "重播",
  turn: "回合",
  turnN: "第 {n} 回合",
  arN: "行動輪 {n}",
  actionRound: "行動輪",
  phasing: "輪到{side}",
  phasingPlayer: "行動方",
  vp: "VP",
  victoryPoints: "分數(VP)",
  tstShort: "天安門",
  tstTrack: "天安門廣場",
  ussrShort: "蘇聯",
  ussrTrack: "蘇聯安定條",
  hands: "手牌",
  cardsInHand: "手牌數",
  deck: "牌庫",
  drawDeck: "牌庫",
  aside: "蓋放",
  asideTitle: "蓋放在一旁的牌",
  inEffect: "生效中:",
  eventInEffect: "生效中的事件",
  eventsInEffect: "生效中的事件",
  decision: "決定",
  waitingOpponent: "等待對手加入",
  waitingOpponentText: "對手加入後對局開始。請把上方的邀請連結傳給對手。",
  waitingFor: "等待{side}",
  sideToAct: "輪到{side}",
  confirm: "確認",
  cancel: "取消",
  cannotTakeBack: "將擲骰或翻開牌:無法悔棋。",
  yourDecision: "輪到你決定",
  chooseSpaceHint: "在地圖上選擇 {n} 個亮起地區之一。",
  chooseCardHint: "從手牌中選擇一張亮起的牌。",
  choosePowerHint: "選擇一張政權鬥爭牌。",
  chooseSpace: "選擇地區",
  pickFromList: "…或從清單中選擇地區",
  undo: "悔棋",
  autoAnswered: "只有一種選擇:{what}",
  spsToPlace: "還要放 {n} 點影響力",
  opsLeft: "剩餘 {n} 點數",
  opsN: "{n} 點數",
  bidPlay: "扮演{side},讓出",
  seatOf: "座位 {side}",
  bidNotYet: "尚未出價",
  bidMade: "已出價",
  bidShown: "扮演{side},讓出 {n} 點影響力",
  bids: "出價",
  yourHand: "你的手牌({n})",
  opponentHolds: "對手有 {n} 張",
  noCards: "沒有手牌。",
  handsTitle: "手牌",
  handOf: "{side}的手牌({n})",
  spectatorHands: "共產黨 {com} 張 · 民主派 {dem} 張。觀戰者看不到手牌。",
  knownInOpponentHand: "已知對手手牌:",
  theirEventOccurs: "對方事件會發生",
  theirEventOccursTitle: "這張牌上對方的事件將會發生",
  playable: "可打出",
  scoringCard: "計分牌",
  bothSides: "雙方",
  tagRemoved: "事件後移出遊戲",
  tagLasting: "持續",
  periodEarly: "早期",
  periodMiddle: "中期",
  periodLate: "晚期",
  periodOf: "{period}",
  powerStruggleIn: "政權鬥爭:{country}",
  resolved: "已結算",
  initiatedBy: "發起方",
  initiative: "攻方:",
  banned: "禁用花色:",
  raised: "加碼:",
  nobody: "無",
  none: "無",
  lead: "攻方出牌:",
  played: "已出:",
  psWon: "{side}贏得政權鬥爭。",
  psWonAftermath: "{side}贏得政權鬥爭 — 接著結算懲罰與獎勵。",
  yourPsCards: "你的政權鬥爭牌({n})",
  spectatorNoPsHand: "觀戰者看不到政權鬥爭手牌。",
  dismiss: "知道了",
  tabHand: "手牌({n})",
  tabLog: "紀錄",
  tabTracks: "軌道",
  tabPiles: "牌堆({n})",
  setup: "起始設定",
  sinceLastMove: "自你上一步以來",
  latestEvents: "最新動態",
  dieShows: "骰子 {n} 點",
  needN: "需要 {n}",
  sideToPlay: "輪到{side}",
  boxN: "第 {n} 格",
  firstReachedBy: "{side}率先到達",
  countries: "國家",
  ifScoredNow: "若現在計分",
  country: "國家",
  net: "淨分",
  level: "層次",
  powerOf: "政權:{side}",
  spShort: "{n} 區",
  bgShort: "戰區",
  scoreCellTitle: "{side}:{level},{spaces} 個地區,戰區 {bg}/{total} = {vp} VP",
  scoreNote:
    "每個國家下方:誰掌握政權,以及存在/占優/支配的分數。存在、占優、支配:各方現在計分可得的層次;分數 = 層次分數 + 每個控制的戰區 1 分。區:控制的地區數;戰區:控制的戰區/該國戰區總數。",
  mapLegend: "地圖圖例",
  stability: "安定值",
  battlegroundBand: "戰區(深色標題列)",
  legendComSp: "共產黨影響力",
  legendControl: "民主派影響力,實心:控制",
  legendEdge: "連線(虛線:跨越國界)",
  besideTheMap: "地圖旁的生效牌",
  discardPile: "棄牌堆",
  removedFromGame: "移出遊戲",
  stabilityN: "安定值 {n}",
  battleground: "戰區",
  controlBy: "{adj}控制",
  powerStruggle: "政權鬥爭",
  powerHeld: "{adj}政權",
  uncontrolled: "無人控制",
  nextTo: "相鄰:",
  close: "關閉",
  replayStart: "開頭",
  replayBack: "上一步",
  replayForward: "下一步",
  replayEnd: "結尾",
  replayStep: "步數",
  replayCounter: "第 {n} / {total} 步",
  oddsRoll: "成功機率 {pct}%:骰出 {min} 以上(骰子 {mod},需要 {need})",
  oddsAlways: "必定成功:任何點數皆可(骰子 {mod},需要 {need})",
  oddsNever: "不可能成功:骰出 6 也不夠(骰子 {mod},需要 {need})",
  oddsOf: "{side}擲骰:{odds}",
  oddsFor_supportCheck: "支持檢定",
  oddsFor_tst: "嘗試上天安門",
  oddsFor_generalStrike: "總罷工擲骰",
  oddsFor_event: "事件擲骰",
  oddsFor_psInitiative: "攻守交換擲骰",
  chanceShort: "{pct}%",
  oddsOnMap: "每次擲骰的成功機率標在該地區上方。",
  undoNote: "{side}收回了 {n} 步",
  undoAway: "你不在時,{side}收回了 {n} 步",
  undoTaken: "收回的內容:",
  zoomIn: "放大",
  zoomOut: "縮小",
  wholeMap: "整張地圖",
  zoomTargets: "縮放到可選的地區",
  mapLabel: "東歐地圖:75 個地區",
  spaceTitle: "{space}({country})· {socio} · 安定值 {n}",
  wins: "{side}獲勝:{why}(VP {vp})",
  draw: "平手:{why}(VP {vp})",
  why_automaticVictory: "自動勝利",
  why_heldScoringCard: "持有計分牌",
  why_finalScoring: "最終計分",
  why_newYearsEveParty: "跨年晚會",
  why_resignation: "對手投降",
  vpEven: "平分",
  vpAhead: "{side} +{n}",
  until_turn: "到本回合結束",
  until_round: "本行動輪",
  until_nextPlay: "對下一張打出的牌",
  until_powerStruggle: "對下一次政權鬥爭",
  until_game: "到遊戲結束",
  until_cancelled: "直到被其他事件取消",
  until_deal: "到下次發牌",
  play_event: "事件",
  play_ops: "點數",
  play_tst: "天安門廣場",
  play_opsOnly: "只用點數(不發生事件)",
  play_opsAndEvent: "點數和事件",
  opt_place: "放置影響力",
  opt_check: "支持檢定",
  opt_raise: "加碼賭注",
  opt_pass: "不做",
  opt_generalStrike_pass: "放棄這個額外行動輪",
  opt_supportCheck_done: "不再進行支持檢定",
  opt_declareBonus_yes: "宣告(只在東德)",
  opt_declareBonus_no: "不要加值(任何目標)",
  opt_concede: "認輸",
  opt_retain: "維持政權",
  opt_surrender: "放棄政權",
  opt_done: "完成",
  opt_stop: "停止",
  opt_yes: "是",
  opt_no: "否",
  opt_none: "無",
  opt_event: "先發生事件",
  opt_ops: "點數",
  opt_tst: "嘗試上天安門",
  opt_add: "增加",
  opt_remove: "移除",
  opt_checks: "支持檢定",
  opt_accept: "接受",
  opt_decline: "拒絕",
  powerAs: "{card} 當作{suit}",
  bidAction: "扮演{side},讓出 {n}",
  confirmPlay: "打出 {card} 作為{how}?",
  confirmPlayTheirEvent: "打出 {card} 作為{how}?這張牌上對手的事件也會發生。",
  confirmCheck: "在 {space} 進行支持檢定?",
  confirmDiscard: "棄掉 {card}?",
  confirmChoose: "選擇 {card}?",
  confirmSetAside: "把 {card} 蓋放一旁?",
  confirmDeclare: "宣告 {card}?",
  confirmPower: "打出 {card}?",
  confirmOption: "{what}?",
  confirmCountry: "選擇{country}?",
  confirmBid: "出價扮演{side},讓出 {n} 點影響力?",
  k_setupPlace: "起始設定:在沒有對方影響力的地區放置 1 點影響力",
  k_bid: "平衡出價:選擇想扮演的陣營以及讓給對手的影響力",
  k_bidTie: "你贏得平手擲骰:選擇你的陣營",
  k_actionRound: "行動輪 {round}:打出一張牌",
  k_operations: "使用點數:放置影響力或進行支持檢定",
  k_placeSupport: "放置影響力",
  k_supportCheck: "支持檢定:選擇目標(還剩 {n} 次)",
  k_declareBonusOne: "宣告這次支持檢定在東德進行,以獲得 +{bonus} 點數?",
  k_declareBonusTwo: "宣告兩次支持檢定都在東德進行,以獲得 +{bonus} 點數?",
  k_declareBonus: "宣告全部 {n} 次支持檢定都在東德進行,以獲得 +{bonus} 點數?",
  k_raiseStakes: "棄掉 3 張政權鬥爭牌加碼賭注?",
  k_raiseDiscard: "加碼賭注:棄掉一張政權鬥爭牌",
  k_powerAttack: "政權鬥爭:攻方出牌",
  k_powerMatch: "政權鬥爭:出同花色的牌,或認輸",
  k_supportLoss: "在該國移除一點你的影響力",
  k_scareTactics: "Scare Tactics:在該國移除對方 1 點影響力",
  k_retainPower: "維持該國政權(並計分)還是放棄?",
  k_discardDrawn: "棄掉抽到的其中一張牌",
  k_removeSupport: "移除對方一點影響力",
  k_tstSwap: "天安門獎勵:棄掉一張非計分牌並抽一張?",
  k_finalPowerStruggle: "跨年晚會:選擇最後一次政權鬥爭的國家",
  k_eventPlace: "增加一點影響力",
  k_eventRemove: "移除一點影響力",
  k_eventSpace: "選擇地區",
  k_eventCountry: "選擇國家",
  k_eventCard: "選擇一張牌",
  k_eventChoice: "選擇",
  k_eventOperations: "使用事件給的點數",
  k_eventMove: "移動一點影響力",
  k_eventDiscard: "棄一張牌,或停止",
  k_eventSetAside: "把一張牌蓋放一旁,或不要",
  k_generalStrike: "總罷工:棄一張牌並擲骰(或打出計分牌)",
  k_generalStrikeExtra: "總罷工,額外行動輪:棄一張牌並擲骰(或打出計分牌),或放棄這個額外行動輪",
  k_stasiDeclare: "Stasi:向共產黨出示你下一輪要打的牌",
  k_cancelCheck: "棄一張牌取消這次支持檢定?",
  k_goodbyeLenin: "Goodbye Lenin!:拿一張紅色標題的牌,或使用點數",
  help_raiseStakes:
    "加碼賭注(8.2):棄掉你 3 張政權鬥爭牌;每有一方加碼,本次政權鬥爭的敗方懲罰擲骰與勝方獎勵擲骰各 +1。",
  help_powerMatch: "出與攻方同花色的牌(或可用的領袖牌,或 Tactics Fail)。認輸則攻方贏得政權鬥爭。",
  help_retainPower: "維持政權可得「該國政權分數 × 計分次數」的 VP;放棄則政權歸民主派。",
  help_declareBonus:
    "Austria-Hungary Border Reopened 讓全部在東德使用的點數加值(11.1)。現在(第一次擲骰前)宣告即可獲得加值,但這張牌的所有支持檢定都必須在東德進行;不宣告就沒有加值,即使在東德也一樣。",
  help_bid: "雙方秘密出價;出價高者扮演所選陣營,並把讓出的影響力給對手(13.0)。",
};

function zhNote(key: NoteKey, country: Country | undefined, by: number | undefined): string {
  const k = country ? COUNTRY.zh[country] : "?";
  switch (key) {
    case "strikeStarts":
      return "總罷工從共產黨的下一個行動輪開始。";
    case "extraRound":
      return "共產黨本回合可多進行一個行動輪。";
    case "checksBarred":
      return `本回合共產黨不能在${k}進行支持檢定。`;
    case "waitsForRomania":
      return "等待下一次羅馬尼亞的政權鬥爭。";
    case "gameEndsThisTurn":
      return "遊戲將在本回合結束時結束。";
    case "declined":
      return "放棄使用。";
    case "ligachevAvoided":
      return "民主派以事件方式打出 Gorbachev Charms the West。";
    case "coupIn":
      return `發生在${k}。`;
    case "tstTop":
      return "天安門標記已在最後一格。";
    case "wallMustGo":
      return "The Wall Must Go! 已成功:沒有效果。";
    case "tyrantGone":
      return "The Tyrant is Gone 已生效:沒有效果。";
    case "cancelled":
      return `被${by ? c(by) : "其他事件"}取消:沒有效果。`;
    case "noChecks":
      return "民主派未控制 Czech Writers:不能進行支持檢定。";
    case "noFarmer":
      return "該國沒有民主派控制的農夫地區:沒有效果。";
    case "takesEffect":
      return "生效。";
    case "nothing":
      return "沒有符合條件的目標。";
  }
}

/** The entry in Chinese (Traditional), with [c], [s], [p] references. */
export function zhText(e: LogEntry): string {
  const S = SIDE.zh;
  const K = COUNTRY.zh;
  switch (e.t) {
    case "newGame":
      return `新對局(${e.scenario}${e.bid ? ",平衡出價" : ""})。`;
    case "bid":
      return `${e.seat === "com" ? "先手" : "後手"}玩家已出價。`;
    case "bids":
      return `出價:先手玩家想扮演${S[e.com.side]},讓出 ${e.com.sps};後手玩家想扮演${S[e.dem.side]},讓出 ${e.dem.sps}。`;
    case "bidBonus":
      return `${S[e.side]}因出價額外獲得 ${e.n} 點影響力。`;
    case "rollOff": {
      if (e.card === null)
        return `平手擲骰:先手 ${e.com.die},後手 ${e.dem.die}${e.winner ? `:${e.winner === "com" ? "先手" : "後手"}玩家選擇陣營` : ""}。`;
      const round = e.winner ? `${S[e.winner]}贏得這一輪` : "平手,重擲";
      const decided = e.decided ? `${S[e.decided]}贏得擲骰對決。` : "";
      return `擲骰對決:民主派 ${e.dem.total}(骰 ${e.dem.die}),共產黨 ${e.com.total}(骰 ${e.com.die}):${round}(${e.score.dem}-${e.score.com})。${decided}`;
    }
    case "deal":
      return `發牌:共產黨 ${e.com} 張,民主派 ${e.dem} 張。`;
    case "turn":
      return `第 ${e.turn} 回合開始。`;
    case "periodCards":
      return `${PERIOD.zh[e.period]}牌洗入牌庫。`;
    case "reshuffle":
      return "棄牌堆重洗成為新的牌庫。";
    case "asideReturned":
      return `${S[e.side]}拿回 ${e.n} 張蓋放的牌。`;
    case "draw":
      return `${S[e.side]}抽 ${e.n} 張牌${e.cards?.length ? `:${cards(e.cards, c, "zh")}` : ""}。`;
    case "forfeit":
      return `${S[e.side]}沒有手牌,放棄行動輪 ${e.round}。`;
    case "declineRound":
      return `${S[e.side]}放棄行動輪 ${e.round}。`;
    case "play":
      return e.via
        ? `${S[e.side]}以 ${c(e.via)} 打出 ${c(e.card)} 使用點數;其事件被取消。`
        : `${S[e.side]}打出 ${c(e.card)},${PLAY.zh[e.as]}。`;
    case "event":
      return `${c(e.card)} 的事件為${S[e.side]}發生。`;
    case "noEvent":
      return `${c(e.card)} 的事件無法發生。`;
    case "cardMove": {
      const what = e.card === null ? "一張牌" : c(e.card);
      const by = e.by ? `(${c(e.by)})` : "";
      const from = handOf(e.from);
      const to = handOf(e.to);
      if (e.to === "played") return `從${PLACE.zh[e.from]}拿出 ${c(e.card)} 打出${by}。`;
      if (from && e.to === "discard") return `${S[from]}${e.random ? "隨機" : ""}棄掉 ${what}${by}。`;
      if (from && to && from !== to) return `${S[from]}把 ${what} 交給${S[to]}${by}。`;
      if (from && (e.to === "comAside" || e.to === "demAside"))
        return `${S[from]}把 ${what} 蓋放到下回合${by}。`;
      if (to && e.from === "discard") return `${S[to]}從棄牌堆拿走 ${what}${by}。`;
      return `${what} 從${PLACE.zh[e.from]}移到${PLACE.zh[e.to]}${by}。`;
    }
    case "reveal": {
      const list = e.cards?.length ? `:${cards(e.cards, e.power ? p : c, "zh")}` : "";
      return `${c(e.by)}:${S[e.side]}向${S[e.to]}出示 ${e.n} 張${e.power ? "政權鬥爭" : ""}牌${list}。`;
    }
    case "sp": {
      const n = Math.abs(e.n);
      switch (e.why) {
        case "setup":
        case "ops":
          return `${S[e.side]}在 ${s(e.space)} 放置 ${n} 點影響力。`;
        case "control":
          return `在 ${s(e.space)} 增加 ${n} 點${S[e.side]}影響力以取得控制。`;
        case "psLoss":
          return `${S[e.side]}從 ${s(e.space)} 移除 ${n} 點影響力。`;
        default:
          return e.n > 0
            ? `在 ${s(e.space)} 增加 ${n} 點${S[e.side]}影響力。`
            : `從 ${s(e.space)} 移除 ${n} 點${S[e.side]}影響力。`;
      }
    }
    case "spConvert":
      return `${s(e.space)} 的 ${e.n} 點${S[e.from]}影響力換成${S[e.to]}影響力。`;
    case "spMove":
      return `把 ${e.n} 點${S[e.side]}影響力從 ${s(e.from)} 移到 ${s(e.to)}。`;
    case "systematized":
      return `${s(e.space)} 從地圖上移除:民主派失去 ${e.dem} 點影響力,共產黨 ${e.com} 點影響力${e.movedTo === null ? "失去" : `移到 ${s(e.movedTo)}`}。`;
    case "vp": {
      const why =
        e.why === "scoring"
          ? ""
          : e.why === "finalBonus"
            ? "(最終計分時維持政權)"
            : e.why === "power"
              ? `(${e.country ? K[e.country] : "?"}的政權)`
              : e.card
                ? `(${c(e.card)})`
                : "";
      return `${S[e.side]}${e.n >= 0 ? "得到" : "失去"} ${Math.abs(e.n)} VP${why}(目前 VP ${e.vp})。`;
    }
    case "check": {
      const result = e.success ? `移除對方 ${e.removed} 點影響力,增加 ${e.added} 點` : "沒有效果";
      return `${S[e.side]}在 ${s(e.space)} 進行支持檢定:${sum(e, "zh")},需要 ${e.need}:${result}。`;
    }
    case "tst":
      return `${S[e.side]}嘗試上天安門:${sum(e, "zh")},需要 ${e.need}:${e.success ? "成功" : "失敗"}。`;
    case "roll":
      switch (e.for) {
        case "generalStrike":
          return `${S[e.side]}棄掉 ${c(e.card)} 對抗總罷工:${sum(e, "zh")}:罷工${e.success ? "結束" : "繼續"}。`;
        case "psInitiative":
          return e.success
            ? `${S[e.side]}擲出 ${e.die},對上點數 ${e.need},攻守交換。`
            : `${S[e.side]}擲出 ${e.die},對上點數 ${e.need}:${S[other(e.side)]}仍是攻方。`;
        case "psSupportLoss":
          return `敗方懲罰擲骰:${e.die} ${signed(e.total - e.die)} = ${e.total}:${S[e.side]}在${e.country ? K[e.country] : "?"}移除 ${e.result ?? 0} 點影響力。`;
        case "psVp":
          return `勝方獎勵擲骰:${e.die} ${signed(e.total - e.die)} = ${e.total}。`;
        default: {
          const mods = e.mods.length ? ` ${e.mods.map((m) => signed(m.value)).join(" ")} = ${e.total}` : "";
          const need = e.need === null ? "" : `(需要 ${e.need} 以上):${e.success ? "成功" : "沒有效果"}`;
          const where = e.space !== undefined ? `(${s(e.space)})` : "";
          return `${e.card ? `${c(e.card)}${where}:` : ""}${S[e.side]}擲出 ${e.die}${mods}${need}。`;
        }
      }
    case "tstAdvance":
      return `${S[e.side]}到達天安門第 ${e.box} 格:${tstBoxName(e.side, e.box)}。${e.first ? "" : `${S[other(e.side)]}第 ${e.box} 格的獎勵失效。`}`;
    case "tstFreeCheck":
      return `${S[e.side]}可進行一次免費的支持檢定(天安門獎勵)。`;
    case "ussr":
      return `蘇聯安定條標記移到 ${ussrLabel(e.box)}。`;
    case "lastingEnds":
      return e.by ? `${c(e.card)} 被 ${c(e.by)} 取消。` : `${c(e.card)} 結束。`;
    case "note":
      return `${c(e.card)}:${zhNote(e.note, e.country, e.by)}`;
    case "psStart":
      return `${K[e.country]}發生政權鬥爭:共產黨 ${e.com} 張牌,民主派 ${e.dem} 張牌。`;
    case "psRaise":
      return `${S[e.side]}加碼賭注。`;
    case "psPlay":
      switch (e.role) {
        case "lead":
          return `${S[e.side]}以 ${p(e.card)} 進攻${e.suit ? `(當作${SUIT.zh[e.suit]})` : ""}。`;
        case "match":
          return `${S[e.side]}以 ${p(e.card)} 應對。`;
        case "tacticFails":
          return `${S[e.side]}打出 ${p(e.card)}:${e.suit ? SUIT.zh[e.suit] : "該花色"}不能再出。`;
        default:
          return `${S[e.side]}打出 ${p(e.card)}。`;
      }
    case "psDiscard":
      return `${S[e.side]}${e.random ? "隨機" : ""}棄掉 ${p(e.card)}。`;
    case "psDraw":
      return `${S[e.side]}抽 ${e.n} 張政權鬥爭牌。`;
    case "psTake":
      return `${c(e.card)}:${S[e.side]}從${S[other(e.side)]}隨機拿走 ${e.n} 張政權鬥爭牌。`;
    case "psInitiative":
      return `${S[e.side]}成為攻方。`;
    case "psResult": {
      const loser = S[other(e.winner)];
      const suit = e.suit ? `(以${SUIT.zh[e.suit]})` : "";
      return e.why === "noCard"
        ? `${loser}沒有可出的牌:${S[e.winner]}贏得政權鬥爭。`
        : `${loser}沒有應對:${S[e.winner]}贏得政權鬥爭${suit}。`;
    }
    case "crowdTurns":
      return `The Crowd Turns Against Ceausescu:民主派抽 ${e.cards.length} 張政權鬥爭牌(${cards(e.cards, p, "zh")}):${e.rallies} 張廣場集會,在羅馬尼亞使用 ${e.ops} 點數。`;
    case "power":
      return e.how === "retained"
        ? `共產黨維持${K[e.country]}的政權。`
        : e.how === "toppled"
          ? `${K[e.country]}的共產政權被推翻!`
          : `共產黨主動放棄${K[e.country]}的政權。`;
    case "scoring":
      return `${K[e.country]}計分:${scoringSide("dem", e.dem, "zh")},${scoringSide("com", e.com, "zh")};淨分 ${e.net >= 0 ? "+" : ""}${e.net}。`;
    case "finalScoring":
      return "最終計分。";
    case "ceausescus":
      return e.captured
        ? `民主派控制 ${s(e.space)}:希奧塞古夫婦被捕。`
        : e.space === null
          ? "希奧塞古夫婦無處可逃。"
          : `希奧塞古夫婦逃往 ${s(e.space)}。`;
    case "heldScoring":
      return `${S[e.side]}在回合結束時持有 ${cards(e.cards, c, "zh")}。`;
    case "result":
      switch (e.reason) {
        case "automaticVictory":
          return `${S[e.winner ?? "dem"]}達到 ${Math.abs(e.vp)} VP:自動勝利。`;
        case "heldScoringCard":
          return e.winner ? `${S[e.winner]}獲勝:對手持有計分牌。` : "雙方都持有計分牌:平手。";
        case "resignation":
          return `${S[other(e.winner ?? "dem")]}投降。`;
        default:
          return e.winner ? `${S[e.winner]}獲勝(${e.vp} VP)。` : "平手。";
      }
  }
}

export const pack: LangPack = {
  text,
  log: zhText,
  spaces: {
    0: "什未林",
    1: "羅斯托克",
    2: "柏林",
    3: "德國作家",
    4: "瓦爾特˙烏布利希學院",
    5: "路德教會",
    6: "馬格德堡",
    7: "哈勒",
    8: "萊比錫",
    9: "艾爾福特",
    10: "卡爾馬克思城",
    11: "德勒斯登",
    12: "什切青",
    13: "格但斯克",
    14: "比得哥什",
    15: "波茲南",
    16: "華沙",
    17: "比亞維斯托克",
    18: "弗羅茨瓦夫",
    19: "波蘭天主教會",
    20: "羅茲",
    21: "卡托維治",
    22: "克拉科夫",
    23: "盧布林",
    24: "雅蓋隆大學",
    25: "波蘭作家",
    26: "比爾森",
    27: "捷克布杰約維采",
    28: "布拉格",
    29: "查爾士大學",
    30: "捷克作家",
    31: "布爾諾",
    32: "俄斯特拉發",
    33: "布拉提斯拉瓦",
    34: "捷克斯洛伐克天主教會",
    35: "普雷紹夫",
    36: "科希策",
    37: "匈牙利天主教會",
    38: "傑爾",
    39: "塔塔巴尼亞",
    40: "米什科爾茨",
    41: "德布勒森",
    42: "松博特海伊",
    43: "塞克什白堡",
    44: "布達佩斯",
    45: "匈牙利作家",
    46: "羅蘭大學",
    47: "塞格德",
    48: "佩奇",
    49: "提米什瓦拉",
    50: "克盧日-納波卡",
    51: "特爾古穆列什",
    52: "雅西",
    53: "巴比什-博雅伊大學",
    54: "羅馬尼亞作家",
    55: "哈爾吉塔/科瓦斯納",
    56: "布拉索夫",
    57: "羅馬尼亞東正教會",
    58: "普洛耶什蒂",
    59: "克拉約瓦",
    60: "布加勒斯特",
    61: "加拉茨",
    62: "康斯坦察",
    63: "普列文",
    64: "保加利亞東正教會",
    65: "魯塞",
    66: "索非亞大學",
    67: "索非亞",
    68: "舊扎戈拉",
    69: "拉茲格勒",
    70: "布爾加斯",
    71: "瓦爾納",
    72: "保加利亞作家",
    73: "普羅夫迪夫",
    74: "斯利文",
  },
  cards: {
    1: "戒嚴令的遺緒",
    2: "團結工聯合法化",
    3: "華勒沙",
    4: "米赫尼克",
    5: "總罷工",
    6: "帶回問話",
    7: "官方媒體",
    8: "審慎",
    9: "柏林圍牆",
    10: "個人崇拜",
    11: "異議人士被捕",
    12: "黨工幹部",
    13: "史塔西",
    14: "戈巴契夫魅力外交",
    15: "何內克",
    16: "特權官僚",
    17: "圓桌會議",
    18: "波日高伊捍衛革命",
    19: "教宗到訪",
    20: "西德馬克",
    21: "歐洲共同家園",
    22: "波蘭計分",
    23: "匈牙利計分",
    24: "聖尼古拉教堂",
    25: "改革重建",
    26: "赫爾辛基最終議定書",
    27: "消費主義",
    28: "工廠黨支部",
    29: "帕拉赫週",
    30: "催淚瓦斯",
    31: "知識階層",
    32: "農民黨",
    33: "薩尤季斯",
    34: "青年民主主義者聯盟",
    35: "治癒我們流血的傷口",
    36: "奔向西方",
    37: "納吉重新安葬",
    38: "七月構想",
    39: "生態公開性",
    40: "匈牙利民主論壇",
    41: "希奧塞古",
    42: "東德計分",
    43: "保加利亞計分",
    44: "通貨膨脹",
    45: "蘇軍撤離",
    46: "再見列寧!",
    47: "驅逐保加利亞土耳其人",
    48: "「我們是人民!」",
    49: "外債負擔",
    50: "辛納屈主義",
    51: "建國四十週年慶典",
    52: "正常化",
    53: "李鵬",
    54: "群眾反對希奧塞古",
    55: "捷克斯洛伐克計分",
    56: "外國電視",
    57: "中央委員會改組",
    58: "奧匈邊境重新開放",
    59: "邊防部隊",
    60: "有毒廢料",
    61: "星期一示威",
    62: "雅可夫列夫進言戈巴契夫",
    63: "根舍",
    64: "1968年的遺緒",
    65: "總統來訪",
    66: "新論壇",
    67: "改革者平反",
    68: "克勞斯與科馬雷克",
    69: "系統化政策",
    70: "國家安全局",
    71: "死亡之吻",
    72: "農民黨起義",
    73: "特克什·拉斯洛",
    74: "西德大使館",
    75: "出境簽證",
    76: "華沙公約高峰會",
    77: "地下出版",
    78: "工人起義",
    79: "第三條道路",
    80: "裙帶關係",
    81: "波羅的海之路",
    82: "線民",
    83: "莫德羅",
    84: "波羅的海共和國脫離",
    85: "坦克車隊/坦克人",
    86: "「圍牆必須倒下!」",
    87: "柯爾提議統一",
    88: "阿達麥茨",
    89: "骨牌理論",
    90: "公民論壇",
    91: "我的第一根香蕉",
    92: "背叛",
    93: "休克療法",
    94: "民主力量聯盟",
    95: "羅馬尼亞計分",
    96: "中國式解決",
    97: "暴君已逝",
    98: "政治局陰謀",
    99: "利加喬夫",
    100: "堅守立場",
    101: "埃列娜",
    102: "救國陣線",
    103: "政府總辭",
    104: "跨年晚會",
    105: "公眾反暴力",
    106: "採納社會民主綱領",
    107: "提米什瓦拉屠殺",
    108: "軍隊支持革命",
    109: "克里姆林宮政變!",
    110: "馬爾他高峰會",
  },
  wild: {
    supportFalters: "支持動搖",
    supportSurges: "支持高漲",
    scareTactics: "恐嚇戰術",
    tacticFails: "戰術失敗",
  },
  tst: {
    dem: [
      "",
      "悼念改革者",
      "學生集會",
      "外國媒體報導",
      "學生絕食",
      "民主女神像",
      "地方解放軍支持",
      "廣場設路障",
      "政治多元化",
    ],
    com: [
      "",
      "改革者遭抹黑",
      "學生被驅散",
      "人民日報譴責抗議者",
      "學生被捕",
      "雕像被移除",
      "農村部隊調往北京",
      "抗議者遭屠殺",
      "獲得最惠國待遇",
    ],
  },
  ussr: ["蘇聯穩定", "薩尤季斯", "波羅的海之路", "波羅的海共和國脫離", "克里姆林宮政變!"],
  effects: EFFECTS,
};
