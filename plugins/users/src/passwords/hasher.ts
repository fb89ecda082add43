import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// Password hashes are stored in a PHC-like string that carries its own parameters, so raising the cost later
// still verifies old hashes (and re-hashes them at the next successful login):
//   $scrypt$ln=15,r=8,p=3$<salt base64url>$<hash base64url>
const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;
const BLOCK_SIZE = 8;
// N = 2^15, r = 8, p = 3 is one of OWASP's scrypt settings: 32 MiB per hash, so many concurrent logins stay
// affordable, with the work spread over p instead of memory.
const PARALLELISM = 3;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

interface Parameters {
  logN: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, parameters: Parameters): Promise<Buffer> {
  const N = 2 ** parameters.logN;
  const options: ScryptOptions = { N, r: parameters.r, p: parameters.p, maxmem: 256 * N * parameters.r };
  return new Promise((resolve, reject) => {
    scrypt(normalise(password), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The same password typed on different keyboards may arrive in different Unicode forms; hash one of them. */
export function normalise(password: string): string {
  return password.normalize('NFKC');
}

/** scrypt hashing with a constant-cost answer for accounts that have no password (or do not exist). */
export class PasswordHasher {
  private readonly parameters: Parameters;
  private dummy: Promise<string> | null = null;

  constructor(logN: number) {
    this.parameters = { logN, r: BLOCK_SIZE, p: PARALLELISM };
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, this.parameters);
    const { logN, r, p } = this.parameters;
    return `$scrypt$ln=${logN},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }

  /**
   * True when `password` matches `stored`. With no stored hash (unknown email, account without a local
   * password) it still derives a key against a dummy hash of the same cost, so the answer takes as long as a
   * real check and timing does not reveal which accounts exist.
   */
  async verify(stored: string | null | undefined, password: string): Promise<boolean> {
    const parsed = stored ? parse(stored) : null;
    if (!parsed) {
      await this.verifyAgainst(parse(await this.dummyHash())!, password);
      return false;
    }
    return this.verifyAgainst(parsed, password);
  }

  /** A hash made with other parameters than the configured ones (upgrade it after a successful login). */
  needsRehash(stored: string): boolean {
    const parsed = parse(stored);
    if (!parsed) return true;
    const { logN, r, p } = this.parameters;
    return parsed.parameters.logN !== logN || parsed.parameters.r !== r || parsed.parameters.p !== p;
  }

  private async verifyAgainst(parsed: { parameters: Parameters; salt: Buffer; key: Buffer }, password: string): Promise<boolean> {
    const key = await derive(password, parsed.salt, parsed.parameters);
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= this.hash(randomBytes(24).toString('base64url'));
    return this.dummy;
  }
}

function parse(stored: string): { parameters: Parameters; salt: Buffer; key: Buffer } | null {
  const match = FORMAT.exec(stored);
  if (!match) return null;
  const [, logN, r, p, salt, key] = match;
  const parameters = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (parameters.logN < 10 || parameters.logN > 22 || parameters.r < 1 || parameters.p < 1) return null;
  return { parameters, salt: Buffer.from(salt!, 'base64url'), key: Buffer.from(key!, 'base64url') };
}
