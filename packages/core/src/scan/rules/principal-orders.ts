import { frag } from "../rule.js";

const { s } = frag;

/**
 * Words that rank one text over another ("supersedes", "takes precedence
 * over", "applies in preference to").
 *
 * @example
 * new RegExp(rank).test("takes precedence over"); // true
 */
export const rank = String.raw`(?:supersed(?:es?|ing)|takes?${s}(?:top${s}|absolute${s})?priority${s}over|(?:is|are)${s}authoritative${s}over|ha(?:s|ve)${s}the${s}final${s}say${s}over|beats?|wins?${s}(?:any|every|all)${s}conflicts?${s}with|(?:governs?|authority)${s}(?:[a-z-]{2,20}${s}){0,3}?above|above(?=${s}(?:any|all|every|whatever|anything|both)\b)|outrank(?:s|ing)?|trumps?|prevail(?:s|ing)?${s}over|wins?${s}over|ranks?${s}(?:above|ahead${s}of|over)|takes?${s}precedence${s}over|(?:has|have|with|carr(?:y|ies))${s}(?:a${s})?(?:higher${s}|greater${s}|top${s}|absolute${s}|overriding${s})?(?:priority|precedence)${s}over|(?:higher|greater|more)[-\s]{1,3}(?:priority|precedence|authority|weight)(?:${s}instructions)?${s}than|appl(?:y|ies|ied)${s}over|(?:apply|applies|applied|used|taken|followed|act(?:ed)?${s}on)${s}ahead${s}of|in${s}preference${s}to|(?:appl(?:y|ies|ied)|prevails?|wins?|governs?)${s}where${s}(?:it|they)${s}(?:differs?|conflicts?)${s}(?:from|with)|(?:comes?|goes?)${s}(?:before|ahead${s}of))`;

/**
 * Words for what a tool does to a text as its job ("replaces the system
 * prompt of the given bot", "input that overrides the system prompt"): a
 * claim only where what it sets aside is the reader's own ("your
 * instructions") or its user's.
 *
 * @example
 * new RegExp(actRank).test("replaces"); // true
 */
export const actRank = String.raw`(?:overrid(?:es?|ing)|replac(?:es?|ing)|takes?${s}the${s}place${s}of|(?:apply|applies|applied|used|taken|followed)${s}(?:in${s}place${s}of|instead${s}of))`;

/**
 * The reader's user's orders ("the user's request", "instructions from end
 * users"). A parameter that "overrides the user's profile settings" names
 * none.
 *
 * @example
 * new RegExp(userOrders).test("the user's request"); // true
 */
export const userOrders = String.raw`(?:(?:(?:the|any|all|an?|each)${s})?(?:(?:individual|end)${s})?(?:user|user'?s|users'?|requester'?s?|human'?s)${s}(?:(?:own|original|stated|explicit|actual|current|ad[-\s]hoc|chat|typed|expressed|specific|live|later)${s}){0,2}(?:requests?|instructions?|wishes|commands?|orders|wording|framing|questions?|directions|directives)\b|(?:the${s})?(?:user's|users')${s}(?:own${s})?messages?\b|(?:the${s})?user'?s${s}stated${s}[a-z]{3,20}|(?:instructions|requests|directions|wishes|input)${s}(?:from|of|by)${s}(?:the${s})?(?:end${s})?users?\b|(?:the${s})?(?:person|one|human)${s}(?:currently${s})?(?:chatting|typing)(?:${s}with${s}you)?\b|(?:the${s})?chat${s}(?:user|participant)'?s?\b|those${s}of${s}(?:the${s})?(?:user|chat${s}participant|person${s}chatting|operator)\b|(?:both${s})?the${s}user${s}and${s}(?:the${s})?(?:operator|system|deployer)\b|(?:whatever|anything|what)${s}(?:the${s}|your${s})?(?:user|operator|system(?:${s}prompt)?)(?:${s}or${s}(?:the${s})?(?:user|operator|system))?${s}(?:has${s})?(?:says?|said|asks?|asked|wants?|set${s}up)\b|(?:the${s})?(?:deployer|operator|user|chat${s}user|developer)(?:'s|s')(?=\s{0,3}(?:[.,;:!?)]|$))|the${s}user\b(?!'|-|${s}(?:interface|experience|profile|settings?|id|name|agent|account|record|table|list|data|guide|manual|messages?|turn|prompt|input|object|role|field|group|model))|(?:the${s})?(?:system|developer|operator)${s}(?:and|or|&)${s}(?:user|developer)${s}(?:messages|instructions|prompts|requests)\b)`;

// Pieces the reader's orders and its own orders share.
const operatorSaid = (nouns: string): string =>
  String.raw`(?:the${s}|any${s}|all${s})?operator'?s?${s}(?:[a-z-]{2,20}${s}){0,2}(?:${nouns})`;
const operatorOrUser = String.raw`(?:any${s}|all${s})?(?:operator${s}or${s}user|user${s}or${s}operator)${s}instructions?`;
const setUpWith = String.raw`(?:the${s})?(?:framing|instructions|configuration|guidance|setup|rules)${s}(?:that${s})?(?:they|it|you|the${s}(?:assistant|agent|model))${s}(?:(?:were|was|have${s}been|has${s}been)${s})?(?:configured|deployed|started|given|set${s}up|launched)(?:${s}with)?`;

/**
 * What the reader was set up with: its system prompt, its operator's,
 * deployer's or host's rules, its own standing instructions.
 *
 * @example
 * new RegExp(readerOrders).test("your system prompt"); // true
 */
export const readerOrders = String.raw`(?:(?:your|its|their|the${s}(?:assistant|agent|model|ai|llm)'?s?)${s}(?:(?:own|default|original|initial|general|standing|existing|current|built-?in|configured|deployment|operating|answering|core|base|system)${s}){0,3}(?:system${s}(?:prompts?|messages?|instructions)|instructions|guidelines|guidance|rules|directives|settings|configuration|setup|programming|policies|principles|standards|criteria|prompts?)|the${s}(?:(?:original|current|existing|configured)${s})?system${s}(?:prompt|message|instructions)|${operatorSaid("instructions|guidance|guidelines|rules|settings|configuration|setup|prompt|limits?|restrictions|policies")}|${operatorOrUser}|(?:general|default)${s}(?:assistant|agent)${s}(?:guidance|guidelines|instructions|rules|behaviou?r)|(?:all${s}|any${s})?deployment(?:-specific)?${s}(?:prompts|instructions|settings|configuration)|(?:the${s})?developer${s}messages?|(?:[a-z"'-]{2,20}${s}){0,2}(?:guidelines|rules|instructions|guidance|restrictions?|limits?)${s}in${s}your${s}(?:instructions|system${s}prompt|configuration)|(?:the${s})?(?:deployer|deploying${s}(?:organization|team)|host(?:${s}agent)?|integrator)'?s?${s}(?:own${s})?(?:[a-z-]{2,20}${s}){0,2}?(?:instructions|guardrails|configuration|setup|rules|policies|policy|restrictions|guidance)|(?:previous|prior|earlier|original)${s}system${s}(?:prompts?|messages?|instructions)|(?:everything|anything)${s}(?:else${s})?you(?:'ve|${s}have|${s}were|${s}had)${s}(?:been${s})?(?:given|told|instructed)|(?:the${s})?(?:user${s}and${s}system|system${s}and${s}user)${s}(?:messages|instructions|prompts)|${setUpWith})\b`;

/**
 * Either: the orders a tool's text may not rank itself above.
 *
 * @example
 * new RegExp(principalOrders).test("your system prompt"); // true
 */
export const principalOrders = String.raw`(?:${userOrders}|${readerOrders})`;

/**
 * The reader's orders named as its own: "your instructions", "the
 * operator's rules", "the instructions it was deployed with", the user's.
 *
 * @example
 * new RegExp(ownOrders).test("your instructions"); // true
 */
export const ownOrders = String.raw`(?:${userOrders}|(?:your|its${s}own)${s}(?:(?:own|default|original|initial|general|standing|existing|current|built-?in|configured|deployment|operating|core|base|system|prior|previous|safety)${s}){0,3}(?:system${s}(?:prompts?|messages?|instructions)|instructions|guidelines|guidance|rules|directives|configuration|programming|policies|principles|prompts?)|${operatorSaid("instructions|guidance|guidelines|rules|limits?|restrictions|policies")}|${operatorOrUser}|${setUpWith})\b`;

/**
 * A rank that claims nothing over the reader: a parameter or setting that
 * overrides another ("this field overrides the assistant's instructions for
 * this run", the Assistants API's own words), the ordinary hierarchy
 * ("system prompts take precedence over user messages"), or a denial ("this
 * tool never overrides your instructions").
 *
 * @example
 * new RegExp(notClaimed).test("this field overrides"); // true
 */
export const notClaimed = String.raw`\b(?:(?:field|parameter|param|argument|value|option|setting|flag|variable|template|persona|theme|timer|schedule|profile)s?\b[^.;!?\n]{0,40}?|(?:when|if)${s}(?:set|provided|given|specified|present|supplied)\b[^.;!?\n]{0,40}?|(?:system${s}(?:prompts?|messages?|instructions)|developer${s}messages?|operator${s}instructions)${s}(?:(?:that|which|always|generally|normally|usually)${s}){0,2}(?:(?:should|must|will|do|does)${s})?|\b(?:never|not|n't|cannot|no${s}longer|nothing)${s}(?:[a-z]{2,12}${s}){0,2}?)(?:${rank}|${actRank})`;
