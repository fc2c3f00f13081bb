import type { Rule } from "../rule.js";
import { addressedHarmRules } from "./addressed-harm.js";
import { addressedToModelI18nRules } from "./addressed-to-model-i18n.js";
import { approvalBypassedRules } from "./approval-bypassed.js";
import { approvalBypassedI18nRules } from "./approval-bypassed-i18n.js";
import { askPasswordI18nRules } from "./ask-password-i18n.js";
import { askerKeptOutRules } from "./asker-kept-out.js";
import { callBeforeAnswerI18nRules } from "./call-before-answer-i18n.js";
import { chatCopiedOutRules } from "./chat-copied-out.js";
import { chatTemplateRules } from "./chat-template.js";
import { checkResultAssumedRules } from "./check-result-assumed.js";
import { checkWaivedLatinRules } from "./check-waived-latin.js";
import { checkWaivedOnPretextRules } from "./check-waived-on-pretext.js";
import { checkWaivedScriptsRules } from "./check-waived-scripts.js";
import { claimedRankRules } from "./claimed-rank.js";
import { codePayloadRules } from "./code-payload.js";
import { concealmentRules } from "./concealment.js";
import { concealmentCjkRules } from "./concealment-cjk.js";
import { concealmentReplyRules } from "./concealment-reply.js";
import { concealmentReviewRules } from "./concealment-review.js";
import { controlHandedOverRules } from "./control-handed-over.js";
import { coverStoryRules } from "./cover-story.js";
import { coverStoryAdmittedRules } from "./cover-story-admitted.js";
import { coverStoryLatinRules } from "./cover-story-latin.js";
import { coverStoryScriptsRules } from "./cover-story-scripts.js";
import { coverUpRules } from "./cover-up.js";
import { covertActRules } from "./covert-acts.js";
import { credentialAskedBackRules } from "./credential-asked-back.js";
import { dataEgressRules } from "./data-egress.js";
import { dataIntoArgumentRules } from "./data-into-arguments.js";
import { deedDeniedWhenAskedRules } from "./deed-denied-when-asked.js";
import { deedKeptFromOwnerRules } from "./deed-kept-from-owner.js";
import { deedOnCodeWordRules } from "./deed-on-code-word.js";
import { deniesBeingAiRules } from "./denies-being-ai.js";
import { descriptionBackdoorRules } from "./description-backdoors.js";
import { descriptionConcealmentRules } from "./description-concealment.js";
import { descriptionConcealmentI18nRules } from "./description-concealment-i18n.js";
import { descriptionDeedRules } from "./description-deeds.js";
import { descriptionForcedCallRules } from "./description-forced-calls.js";
import { exfiltrationRules } from "./exfiltration.js";
import { exfiltrationShapeRules } from "./exfiltration-shapes.js";
import { factorIntoChatRules } from "./factor-into-chat.js";
import { failureToldAsSuccessRules } from "./failure-told-as-success.js";
import { falseReportRules } from "./false-report.js";
import { forcedToolShapeRules } from "./forced-tool-shapes.js";
import { forcedToolUseRules } from "./forced-tool-use.js";
import { forgedGoAheadRules } from "./forged-go-ahead.js";
import { forgedNoticeToReaderRules } from "./forged-notice-to-reader.js";
import { forgedStandingOrderRules } from "./forged-standing-orders.js";
import { hiddenHandRules } from "./hidden-hand.js";
import { hiddenPromptNamedRules } from "./hidden-prompt-named.js";
import { ignoreInstructionRules } from "./ignore-instructions.js";
import { ignorePreviousI18nRules } from "./ignore-previous-i18n.js";
import { instructionOverrideRules } from "./instruction-override.js";
import { keptUnawareRules } from "./kept-unaware.js";
import { mentionMadeOrderRules } from "./mention-made-order.js";
import { misledUserRules } from "./misled-user.js";
import { misrecordedDeedRules } from "./misrecorded-deed.js";
import { misrecordedDeedLatinRules } from "./misrecorded-deed-latin.js";
import { misrecordedDeedScriptsRules } from "./misrecorded-deed-scripts.js";
import { multilingualRules } from "./multilingual.js";
import { multilingualVoidRules } from "./multilingual-void.js";
import { notedConsentI18nRules, notedConsentRules } from "./noted-consent.js";
import { notedDeedI18nRules, notedDeedRules } from "./noted-deed.js";
import { notedDeedWorldRules } from "./noted-deed-world.js";
import { notedHidingI18nRules, notedHidingRules } from "./noted-hiding.js";
import { noticeSuppressedRules } from "./notice-suppressed.js";
import { obfuscationRules } from "./obfuscation.js";
import { ordersKeptElsewhereRules } from "./orders-kept-elsewhere.js";
import { ordersKeptElsewhereI18nRules } from "./orders-kept-elsewhere-i18n.js";
import { ordersToAiI18nRules } from "./orders-to-ai-i18n.js";
import { otherUsersDataI18nRules } from "./other-users-data-i18n.js";
import { othersToldAgentRules } from "./others-told-agent.js";
import { oversightKeptOutRules } from "./oversight-kept-out.js";
import { owedFactWithheldRules } from "./owed-fact-withheld.js";
import { paramHeldDataRules } from "./param-held-data.js";
import { pastedCallRunRules } from "./pasted-call-run.js";
import { payeeSwappedRules } from "./payee-swapped.js";
import { personaI18nRules } from "./persona-i18n.js";
import { plantedDirectiveRules } from "./planted-directives.js";
import { plantedMemoryRules } from "./planted-memory.js";
import { principalsDemotedRules } from "./principals-demoted.js";
import { promotedOrdersI18nRules } from "./promoted-orders-i18n.js";
import { promptBeforeUserRules } from "./prompt-before-user.js";
import { rankSpentRules } from "./rank-spent.js";
import { rankSpentI18nRules } from "./rank-spent-i18n.js";
import { rankSpentWorldRules } from "./rank-spent-world.js";
import { rankedOverPrincipalsRules } from "./ranked-over-principals.js";
import { rankedOverPrincipalsI18nRules } from "./ranked-over-principals-i18n.js";
import { readerKeepsUserUnawareRules } from "./reader-keeps-user-unaware.js";
import { readerSendsOutRules } from "./reader-sends-out.js";
import { recordsSentOutRules } from "./records-sent-out.js";
import { refusalRemovedI18nRules } from "./refusal-removed-i18n.js";
import { refusalWaivedRules } from "./refusal-waived.js";
import { refusalWaivedI18nRules } from "./refusal-waived-i18n.js";
import { relayedScamRules } from "./relayed-scam.js";
import { remedyForAgentsRules } from "./remedy-for-agents.js";
import { replySteeringRules } from "./reply-steering.js";
import { reviewerKeptOutRules } from "./reviewer-kept-out.js";
import { riskyDeedSlippedInRules } from "./risky-deed-slipped-in.js";
import { roleSpoofRules } from "./role-spoof.js";
import { roleSpoofI18nRules } from "./role-spoof-i18n.js";
import { ruleForOthersRules } from "./rule-for-others.js";
import { runawayWorkRules } from "./runaway-work.js";
import { safeguardsLiftedRules } from "./safeguards-lifted.js";
import { safetyOffI18nRules } from "./safety-off-i18n.js";
import { secretFileAskedRules } from "./secret-file-asked.js";
import { secretFileRules } from "./secret-files.js";
import { secretInPartsRules } from "./secret-in-parts.js";
import { secretPublishedRules } from "./secret-published.js";
import { secretValueAskedRules } from "./secret-value-asked.js";
import { secretsI18nRules } from "./secrets-i18n.js";
import { skippedConsentRules } from "./skipped-consent.js";
import { stakesUncheckedRules } from "./stakes-unchecked.js";
import { swappedRecipientRules } from "./swapped-recipient.js";
import { testPretextEgressRules } from "./test-pretext-egress.js";
import { toolPoisoningRules } from "./tool-poisoning.js";
import { toolSteeringRules } from "./tool-steering.js";
import { triggeredCallRules } from "./triggered-calls.js";
import { unvettedCodeRunRules } from "./unvetted-code-run.js";
import { userVoiceClaimedRules } from "./user-voice-claimed.js";
import { verdictDictatedRules } from "./verdict-dictated.js";
import { voidBriefRules } from "./void-brief.js";
import { voidBriefLatinRules } from "./void-brief-latin.js";
import { voidBriefScriptsRules } from "./void-brief-scripts.js";
import { waivedSayLatinRules } from "./waived-say-latin.js";
import { waivedSayWorldRules } from "./waived-say-world.js";

// Adding a rule: a small declarative unit in the file of its category (id,
// anchors that every match contains, a bounded pattern over lower-cased
// normalized text, a severity per channel), plus its matches and near misses
// in the file's own x.test.ts (describeRuleExamples), which fails until
// every rule of the file has them.

/**
 * Every phrase rule, in reporting order.
 *
 * @example
 * allRules.length > 0; // true
 */
export const allRules: readonly Rule[] = [
  ...skippedConsentRules,
  ...forcedToolUseRules,
  ...forgedGoAheadRules,
  ...triggeredCallRules,
  ...toolSteeringRules,
  ...waivedSayLatinRules,
  ...waivedSayWorldRules,
  ...forcedToolShapeRules,
  ...notedDeedRules,
  ...notedDeedI18nRules,
  ...notedDeedWorldRules,
  ...notedConsentRules,
  ...notedConsentI18nRules,
  ...notedHidingRules,
  ...notedHidingI18nRules,
  ...toolPoisoningRules,
  ...descriptionBackdoorRules,
  ...descriptionConcealmentRules,
  ...descriptionConcealmentI18nRules,
  ...paramHeldDataRules,
  ...swappedRecipientRules,
  ...ignoreInstructionRules,
  ...instructionOverrideRules,
  ...codePayloadRules,
  ...safeguardsLiftedRules,
  ...replySteeringRules,
  ...chatTemplateRules,
  ...roleSpoofRules,
  ...rankSpentRules,
  ...secretFileRules,
  ...dataIntoArgumentRules,
  ...exfiltrationRules,
  ...dataEgressRules,
  ...secretPublishedRules,
  ...approvalBypassedRules,
  ...approvalBypassedI18nRules,
  ...oversightKeptOutRules,
  ...ruleForOthersRules,
  ...hiddenHandRules,
  ...factorIntoChatRules,
  ...exfiltrationShapeRules,
  ...concealmentRules,
  ...keptUnawareRules,
  ...covertActRules,
  ...misledUserRules,
  ...concealmentCjkRules,
  ...concealmentReplyRules,
  ...concealmentReviewRules,
  ...coverUpRules,
  ...coverStoryRules,
  ...coverStoryLatinRules,
  ...coverStoryScriptsRules,
  ...coverStoryAdmittedRules,
  ...falseReportRules,
  ...misrecordedDeedRules,
  ...misrecordedDeedLatinRules,
  ...misrecordedDeedScriptsRules,
  ...addressedHarmRules,
  ...ignorePreviousI18nRules,
  ...askPasswordI18nRules,
  ...multilingualRules,
  ...multilingualVoidRules,
  ...voidBriefRules,
  ...voidBriefLatinRules,
  ...voidBriefScriptsRules,
  ...secretsI18nRules,
  ...promptBeforeUserRules,
  ...hiddenPromptNamedRules,
  ...secretInPartsRules,
  ...secretValueAskedRules,
  ...secretFileAskedRules,
  ...othersToldAgentRules,
  ...recordsSentOutRules,
  ...descriptionForcedCallRules,
  ...descriptionDeedRules,
  ...deniesBeingAiRules,
  ...noticeSuppressedRules,
  ...owedFactWithheldRules,
  ...failureToldAsSuccessRules,
  ...deedDeniedWhenAskedRules,
  ...testPretextEgressRules,
  ...payeeSwappedRules,
  ...credentialAskedBackRules,
  ...deedKeptFromOwnerRules,
  ...ordersKeptElsewhereRules,
  ...ordersKeptElsewhereI18nRules,
  ...deedOnCodeWordRules,
  ...remedyForAgentsRules,
  ...unvettedCodeRunRules,
  ...controlHandedOverRules,
  ...verdictDictatedRules,
  ...runawayWorkRules,
  ...relayedScamRules,
  ...pastedCallRunRules,
  ...chatCopiedOutRules,
  ...riskyDeedSlippedInRules,
  ...callBeforeAnswerI18nRules,
  ...personaI18nRules,
  ...refusalRemovedI18nRules,
  ...refusalWaivedRules,
  ...refusalWaivedI18nRules,
  ...otherUsersDataI18nRules,
  ...roleSpoofI18nRules,
  ...rankSpentI18nRules,
  ...rankSpentWorldRules,
  ...safetyOffI18nRules,
  ...addressedToModelI18nRules,
  ...ordersToAiI18nRules,
  ...promotedOrdersI18nRules,
  ...claimedRankRules,
  ...obfuscationRules,
  ...plantedDirectiveRules,
  ...plantedMemoryRules,
  ...mentionMadeOrderRules,
  ...checkResultAssumedRules,
  ...checkWaivedScriptsRules,
  ...checkWaivedOnPretextRules,
  ...checkWaivedLatinRules,
  ...stakesUncheckedRules,
  ...rankedOverPrincipalsRules,
  ...principalsDemotedRules,
  ...rankedOverPrincipalsI18nRules,
  ...askerKeptOutRules,
  ...readerKeepsUserUnawareRules,
  ...reviewerKeptOutRules,
  ...readerSendsOutRules,
  ...forgedStandingOrderRules,
  ...forgedNoticeToReaderRules,
  ...userVoiceClaimedRules,
];
