/**
 * Hostile 2,000-character messages: the worst cases for the moderator's passes (digit soup, spaced letters,
 * at-signs, bracketed spellings, platform words …). moderator.test.ts holds each to 20 ms; the moderation
 * benchmark times them.
 */
const random = (n: number, alphabet: string) => {
  let out = '';
  let x = 12345;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += alphabet[x % alphabet.length];
  }
  return out;
};
const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

export const HOSTILE_MESSAGES: Record<string, string> = Object.fromEntries(
  Object.entries({
    'spaced digits': random(1000, '12345').split('').join(' '),
    'spaced zeros': '0 '.repeat(1000),
    'dotted digits': random(1000, '0123456789').split('').join('.'),
    'comma-separated digits after "number"': `number ${random(990, '12345').split('').join(', ')}`,
    'digit words': Array.from(random(500, '012345'), (d) => DIGIT_WORDS[Number(d)]).join(' '),
    'Devanagari digit words': Array.from(random(500, '0123'), (d) => ['शून्य', 'एक', 'दो', 'तीन'][Number(d)]).join(' '),
    'glued digit words': Array.from(random(600, '0123456789'), (d) => DIGIT_WORDS[Number(d)]).join(''),
    'spaced letters': 'a '.repeat(1000),
    'dotted letters': random(1000, 'abcdefgh').split('').join('.'),
    'at signs': 'a@'.repeat(1000),
    '[at] and (dot)': ' [at] (dot)'.repeat(200),
    'at the rate, dot': 'x at the rate y dot '.repeat(100),
    'dots between letters': 'a.'.repeat(1000),
    'white space': `${' '.repeat(1999)}x`,
    'insta words': 'insta your number '.repeat(120),
    'leetspeak platform words': 't3l3gr4m wh4ts4pp '.repeat(120),
    'emoji platforms': '✈️📞📧💬 '.repeat(300),
    'pluses and digits': '+9 '.repeat(700),
    'PAN-like': 'ABCPE1234F '.repeat(190),
    'pan words': 'pan card no '.repeat(200),
    'off-platform words': 'pay directly outside the site off the app bahar se '.repeat(40),
    'code at-rules': '@media @mixin.x @types/ a-at-b_dot_c '.repeat(60),
    'reference labels': 'order id 1234567890 payment no '.repeat(70),
    'script number words': 'ನೈನ್ ಎಯ್ಟ್ n9ne th3ee '.repeat(100),
    'typing slips': 'nien eoght sevem fuor zer tehre '.repeat(70),
    'leet halves and regional letters': 't3l3 gr4m 🇼🇦 !nsta @ x.y_1 '.repeat(70),
    'number words by ear': 'nyne ait sebhen sicks phive foar tehre tu wun zeero ninty '.repeat(40),
    'hundreds and Hindi pairs': 'nine hundred eighty seven sau atthanve अट्ठानवे '.repeat(50),
    'platform names in pieces': 'wha ts ap p in st a gr am te le '.repeat(70),
    'platform paths and bare names': 'insta/x ig: y u/z tg – w my insta? q '.repeat(60),
    'letters drawn with signs': 't€l€gr@m ł ø ẘ ® © † d!sc*rd '.repeat(70),
    'glued Devanagari number words': Array.from({ length: 20 }, (_, k) =>
      Array.from(
        random(40 + k, '0123456789'),
        (d) => ['शून्य', 'एक', 'दो', 'तीन', 'चार', 'पांच', 'छह', 'सात', 'आठ', 'नौ'][Number(d)],
      ).join(''),
    ).join(' '),
    'sound-alikes between digits and deals round the site':
      'nine foh tee to fave five separately for less skip the site my number we work directly cash mein dena '.repeat(
        25,
      ),
    'abbreviated platforms, cancelled orders paid anyway':
      'sc: x1 dc - y2 li profile: a-b-c refund le lo paise dena cancel the order pay me another way to pay my account send half via any app '.repeat(
        20,
      ),
    'platforms then "there", names everywhere, split names':
      'behance pe priyaart wahan msg karo my d!sc0rd is x dis cord drib bble wh∆tsapp dm karo x1 everywhere ig tg '.repeat(
        25,
      ),
  }).map(([name, text]) => [name, text.slice(0, 2000)]),
);

/** Wall-clock and CPU milliseconds of each of `runs` calls of `judge(text)`, after `warmUps` unmeasured calls. */
export function timeRuns(judge: (text: string) => unknown, text: string, runs: number, warmUps = 3) {
  for (let i = 0; i < warmUps; i++) judge(text);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const startedCpu = process.cpuUsage();
    const started = performance.now();
    judge(text);
    wall.push(performance.now() - started);
    const used = process.cpuUsage(startedCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu };
}
