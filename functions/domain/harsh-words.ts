/**
 * Our word and phrase lists, for what obscenity's English list lacks: threats, words encouraging self-harm, and
 * the slurs and swearing of Spanish, German, French and Portuguese. Each entry is matched as whole words, through
 * the folding of matching-text.ts (case, accents, apostrophes, letter swaps, repeated letters, spacing and
 * punctuation between words), so "puta" is never found in "disputa" and "Go k1ll y0urself" is "go kill
 * yourself". Every list is read against every text, whatever its language: an entry that is an ordinary word in
 * one of the five languages is left out ("con", "cul", "bite", "zorra", "Schwanz"), as are words that are only
 * rude in some countries ("bicha", "puto" (a boy in Portugal), "marica" as a slur, "coño" folding to "cono").
 *
 * Multilingual npm lists were looked at and not used: naughty-words (LDNOOBW) lists ordinary words as obscene
 * ("cerveja", "martillo", "homosexual") and @2toad/profanity's other languages are machine translations of its
 * English list ("boa sorte", "glocke"); neither tells a slur or a threat from swearing.
 */
/** One entry a line (a text rather than an array: the lists ride in the receipts function's bundle). */
export interface HarshWords {
  /** Slurs about who someone is: refused. */
  slurs: string;
  /** Threats of violence against the reader: refused. */
  threats: string;
  /** Telling the reader to hurt or kill themselves, or wishing them dead: refused, with where to get help. */
  selfHarm: string;
  /** Swearing, crude and insulting words: harsh (asked first; never anonymous). */
  swearing: string;
}

/** A list's entries. */
export const entriesOf = (list: string) => list.split('\n').filter(Boolean);

const en: HarshWords = {
  slurs: '',
  threats: `
I'll kill you
I will kill you
I'm going to kill you
I'm gonna kill you
I'll hurt you
I will hurt you
I know where you live
`,
  selfHarm: `
kill yourself
kill urself
kill your self
kys
unalive yourself
unalive urself
hope you die
hope u die
hope ya die
you should die
u should die
nobody would miss you
nobody would miss u
no one would miss you
noone would miss you
nobody will miss you
no one will miss you
hang yourself
slit your wrists
drink bleach
end yourself
go die in a fire
`,
  swearing: '',
};

const es: HarshWords = {
  slurs: `
maricón
maricones
sudaca
sudacas
negrata
tortillera
mongólico
`,
  threats: `
te voy a matar
voy a matarte
te voy a partir la cara
sé dónde vives
`,
  selfHarm: `
mátate
suicídate
ahórcate
muérete
ojalá te mueras
ojalá te murieras
deberías morirte
deberías morir
nadie te extrañaría
nadie te echaría de menos
tírate de un puente
`,
  swearing: `
puta
putas
hijo de puta
hija de puta
hijoputa
hijueputa
mierda
joder
jódete
cabrón
cabrona
cabrones
pendejo
pendeja
gilipollas
culero
chinga tu madre
concha de tu madre
me cago en tu madre
vete al carajo
malparido
comemierda
lameculos
soplapollas
marica
`,
};

const de: HarshWords = {
  slurs: `
Kanake
Kanaken
Neger
Schwuchtel
Schwuchteln
Spast
Spasti
Schlitzauge
Polacke
`,
  threats: `
ich bring dich um
ich bringe dich um
ich werde dich umbringen
ich mach dich kalt
ich weiß wo du wohnst
`,
  selfHarm: `
bring dich um
häng dich auf
erhäng dich
töte dich
ich hoffe du stirbst
du solltest sterben
niemand würde dich vermissen
keiner würde dich vermissen
verreck
verrecke
`,
  swearing: `
Arschloch
Arschlöcher
Arsch
fick dich
ficken
verpiss dich
Wichser
Hurensohn
Hurensöhne
Fotze
Scheiße
Scheiß
Schlampe
Nutte
Hure
Miststück
Drecksau
Missgeburt
leck mich am Arsch
`,
};

const fr: HarshWords = {
  slurs: `
nègre
nègres
négro
bougnoule
bougnoules
youpin
pédé
pédés
gouine
tarlouze
`,
  threats: `
je vais te tuer
je vais te buter
je te tue
je sais où tu habites
`,
  selfHarm: `
va te tuer
tue-toi
suicide-toi
va te pendre
pends-toi
j'espère que tu meurs
j'espère que tu vas crever
va crever
personne ne te regretterait
`,
  swearing: `
putain
merde
connard
connards
connasse
conne
salope
salaud
enculé
enculés
enfoiré
enfoirés
ta gueule
fils de pute
pute
putes
nique ta mère
pétasse
trou du cul
va chier
`,
};

const pt: HarshWords = {
  slurs: `
viado
viadinho
sapatão
traveco
paneleiro
boiola
`,
  threats: `
vou te matar
eu vou te matar
sei onde você mora
`,
  selfHarm: `
se mata
vai se matar
se mate
mate-se
vai se enforcar
espero que você morra
ninguém sentiria sua falta
ninguém vai sentir sua falta
`,
  swearing: `
caralho
porra
merda
puta
puta que pariu
filho da puta
filha da puta
foda-se
vai se foder
vai tomar no cu
arrombado
arrombada
babaca
cuzão
buceta
vadia
desgraçado
retardado
`,
};

/**
 * Ordinary words that hold a word of obscenity's English list, which matches inside words: never read as it.
 * French "retard" is a delay ("en retard", "le train est retardé"); English has "flame retardant".
 */
export const notOnEnglishList = `
cockpit
shiitake
penistone
kanal
retardant
retardé
retardée
retarder
en retard
du retard
de retard
le retard
un retard
sans retard
les retards
des retards
`;

/** The lists by language (ISO 639-1). */
export const harshWords = { en, es, de, fr, pt } as const;
