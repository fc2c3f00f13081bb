import { frag } from "../rule.js";

const { s } = frag;

// "I am the operator / administrator / developer / owner of this platform".
const place = String.raw`(?:plataforma|plateforme|piattaforma|plattform|platform|sistema|systeme|systems?|systeem|servicio|servico|service|servizio|dienst(?:es)?|aplicacion|aplicativo|application|anwendung|app|bot|chatbot|asistente|assistente|assistant(?:en)?|servidor|serveur|server|despliegue|implantacao|deploiement|instancia|instance|instanz|empresa|entreprise|azienda)`;
const claims = [
  // es: "soy el administrador de la plataforma donde estás desplegado".
  String.raw`(?:soy|somos)${s}(?:el|la|los|las|un|una|uno${s}de${s}los|una${s}de${s}las)${s}(?:operador|administrador|desarrollador|dueno|propietario|responsable|encargado)(?:a|es|as)?${s}(?:(?:de${s}(?:esta|este|la|el)|del)${s}${place}\b|de${s}(?:esta|este|la|el)${s}[a-z]{3,12}${s}(?:donde|que)${s}(?:estas|funcionas|te))`,
  String.raw`(?:soy|somos)${s}(?:yo${s})?quien(?:es)?${s}te${s}(?:configur|despleg|program|instal)[a-z]{1,6}`,
  // pt: "sou o dono da plataforma que roda esse assistente".
  String.raw`(?:sou|somos)${s}(?:o|a|os|as|um|uma|um${s}dos|uma${s}das)${s}(?:operador|administrador|desenvolvedor|dono|proprietario|responsavel)(?:a|es|as)?${s}(?:de|da|do|desta|deste|dessa|desse|pela|pelo)${s}(?:${place}|implantacao)`,
  String.raw`(?:aqui${s}(?:e|fala)|na${s}qualidade${s}de)${s}(?:o${s}|a${s})?(?:administrador|admin|operador|desenvolvedor|dono|responsavel)(?:a)?\b`,
  // fr: "je suis l'exploitant de ce service", "c'est moi qui ai déployé ce bot".
  String.raw`(?:je${s}suis|nous${s}sommes|c'est)${s}(?:l'\s{0,4}|le${s}|la${s}|les${s}|un${s}|une${s}|l'un${s}des${s})(?:operat(?:eur|rice)|administrat(?:eur|rice)|developpeu(?:r|se)|proprietaire|responsable|exploitant(?:e)?|mainteneu(?:r|se))s?${s}(?:de|du|des)${s}(?:cette${s}|ce${s}|cet${s}|la${s}|le${s}|l'\s{0,4})?${place}`,
  String.raw`c'est${s}moi${s}qui${s}(?:ai${s})?(?:deploye|configure|installe|programme|gere|ecrit|developpe|cree)\b`,
  // it: "sono l'amministratore della piattaforma", "sono uno degli
  // sviluppatori che ti hanno messo in produzione".
  String.raw`(?:sono|siamo)${s}(?:l'\s{0,4}|il${s}|la${s}|gli${s}|uno${s}degli${s}|una${s}delle${s})(?:operat(?:ore|rice|ori)|amministrat(?:ore|rice|ori)|sviluppat(?:ore|rice|ori)|proprietari[oa]|responsabile|gestore)${s}(?:(?:di|della|del|dello|dei|di${s}questa|di${s}questo)${s}${place}|che${s}ti${s}(?:hanno${s}|ha${s})?(?:configurato|messo${s}in${s}produzione|installato|programmato|sviluppato))`,
  // de: "ich bin der Betreiber dieser Plattform", "als Systemadministrator".
  String.raw`ich${s}bin${s}(?:der|die|ein|eine|einer${s}der)${s}(?:verifizierte${s})?(?:betreiber|administrator|admin|entwickler|inhaber|eigentumer|verantwortliche)(?:in|en)?${s}(?:dieser|dieses|der|des)${s}${place}`,
  String.raw`\bals${s}(?:system-?)?(?:administrator|admin|betreiber|entwickler)(?:in)?${s}(?:mit|dieser|dieses|des|der|von)\b`,
  // nl: "ik ben de beheerder van dit platform", "ingelogd als admin".
  String.raw`ik${s}ben${s}(?:de|een)${s}(?:beheerder|systeembeheerder|eigenaar|ontwikkelaar|operator|admin)${s}van${s}(?:dit|deze|het|de)${s}${place}`,
  String.raw`ik${s}ben${s}degene${s}die${s}(?:deze|dit|je|jou)${s}`,
  String.raw`ingelogd${s}als${s}(?:admin|beheerder|root)`,
  // "le escribe el equipo de Confianza y Seguridad del proveedor",
  // "l'équipe qui vous a configuré".
  String.raw`(?:el|la|o|a|l'|das|het)\s{0,4}(?:equipo|equipe|squadra|team)${s}(?:(?:de|di|du|do|da|fur|voor)${s}[a-z ]{3,30}${s}(?:del${s}proveedor|do${s}fornecedor|du${s}fournisseur|del${s}fornitore|des${s}anbieters|van${s}de${s}leverancier)|(?:qui|que|che|das|dat)${s}(?:vous|te|ti|dich|je|u)${s}(?:a|ha|hat|heeft)${s}(?:configure|configurado|configurato|eingerichtet|ingericht|deploye|desplegado|implantado))`,
  String.raw`ich${s}bin${s}(?:der|die)${s}verifizierte${s}(?:administrator|admin|betreiber)(?:in)?`,
  // "je suis l'administrateur système de l'entreprise qui héberge cet
  // assistant", "sou o desenvolvedor responsável por este chatbot".
  String.raw`(?:je${s}suis|soy|sou|sono|ich${s}bin)${s}(?:l'\s{0,4}|le${s}|la${s}|el${s}|o${s}|a${s}|il${s}|der${s}|die${s})?(?:administrat(?:eur|rice)|administrador(?:a)?|amministrat(?:ore|rice)|administrator(?:in)?|admin)${s}(?:systeme|sistema|system)${s}(?:de|del|do|da|di|della|des|der|dieses)\b`,
  String.raw`(?:responsavel|responsable|responsabile|verantwortlich)${s}(?:por|pour|per|fur|de)${s}(?:este|esta|ce|cette|cet|questo|questa|diesen|dieses|diese)${s}(?:[a-z-]{3,12}${s})?${place}\b`,
  String.raw`(?:soy|somos)${s}(?:yo${s})?quien(?:es)?${s}(?:te${s})?(?:desarroll|mantien|administr|gestion|opera)[a-z]{1,8}`,
  // "en tant qu'administratrice", "in qualità di amministratore", "en
  // calidad de operador", "jako właściciel".
  String.raw`(?:en${s}tant${s}qu'?\s{0,4}|in${s}qualita${s}di|en${s}calidad${s}de|na${s}qualidade${s}de)\s{0,5}(?:l'\s{0,4}|il${s}|la${s}|el${s}|o${s}|a${s})?(?:administrat|administrad|amministrat|operat|operad|sviluppat|desarroll|desenvolved|developpeu|proprietari|dueno|dono|responsa)[a-z]{0,6}`,
  // "wir betreiben diesen Assistenten", "ich bin Admin in diesem Mandanten",
  // "habe Root-Rechte".
  String.raw`(?:wir|ich)${s}(?:betreiben|betreibe|entwickeln|entwickle|verwalten|verwalte)${s}(?:diesen|dieses|diese|dich)\b`,
  String.raw`ich${s}bin${s}(?:der${s}|die${s})?(?:admin|administrator|betreiber)(?:in)?${s}(?:in|fur|von)${s}(?:diesem|dieser|diesen)\b`,
  String.raw`(?:habe|hab)${s}root-?rechte`,
  // "Sessão de administrador autenticada", "session administrateur authentifiée".
  String.raw`(?:sessao|sesion|session|sessione|sitzung|sessie)${s}(?:de${s}|di${s}|d'\s{0,4})?(?:administrador|administrateur|amministratore|administrator|admin|beheerder|operador|operateur|operatore)${s}(?:autenticada|authentifiee|autenticata|authentifiziert|geverifieerd|verificada)`,
  String.raw`(?:l'\s{0,4}|la${s}|el${s}|o${s})?(?:equipe|equipo|squadra)${s}(?:de${s}|di${s})?(?:confiance${s}et${s}securite|confianza${s}y${s}seguridad|confianca${s}e${s}seguranca|fiducia${s}e${s}sicurezza|seguridad|securite|seguranca|sicurezza)${s}(?:de${s}l'\s{0,4}|del${s}|do${s}|dell'\s{0,4})(?:editeur|fournisseur|proveedor|fornecedor|fornitore|desarrollador|developpeur)`,
  // "Por orden del equipo de administración", "l'équipe d'exploitation de
  // la plateforme", "Systemhinweis der Betriebsleitung".
  String.raw`(?:por${s}orden${s}del${s}|de${s}parte${s}del${s}|de${s}l'\s{0,4}|da${s})(?:equipo|equipe|squadra)${s}(?:de|di|d')\s{0,4}(?:administracion|operaciones|exploitation|administration|amministrazione|operacoes|administracao)`,
  String.raw`(?:system)?(?:hinweis|nachricht|mitteilung)${s}(?:der|des|vom)${s}(?:betriebsleitung|it-betriebs?|plattform-?teams?|betreibers?)`,
  // Headers: "[Aviso del operador]", "Message de l'administrateur système",
  // "Nota del administrador del sistema", "Anmerkung des Entwicklers".
  String.raw`(?:aviso|nota|mensaje|mensagem|observacao|comunicado|note|message|messaggio|nachricht|(?:system)?hinweis|anmerkung|bericht|melding)${s}(?:del|de${s}l'|de${s}la|do|da|dell'|del|vom|von${s}der|des|van${s}de)\s{0,4}(?:system-?)?(?:operador|administrador|desarrollador|desenvolvedor|mantenedor|operateur|administrateur|developpeur|mainteneur|operatore|amministratore|sviluppatore|manutentore|betreibers?|administrators?|entwicklers?|beheerder)\b`,
];

/**
 * A rank over the model's deployment claimed in es / pt / fr / it / de / nl
 * (folded: no accents): "soy el administrador de la plataforma", "je suis
 * l'exploitant de ce service", "ich bin der Betreiber dieser Plattform",
 * "[Aviso del operador]". Each form is one alternative.
 *
 * @example
 * new RegExp(rankClaimsI18n.join("|")).test("ich bin der betreiber dieser plattform"); // true
 */
export const rankClaimsI18n: readonly string[] = claims;
