// Fastify gives every request a child logger (its bindings carry the request id). pino makes a child by
// serialising the bindings through the redaction paths, which cost about as much as the rest of a cached
// public read; most requests never log a line at the configured level (warn in production benchmarks,
// and every 2xx at warn). So the child is made on the first line that will really be written.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level } from 'pino';

type Parent = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
type LogArgs = Parameters<FastifyBaseLogger['info']>;

class LazyChildLogger {
  private made?: FastifyBaseLogger;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
    private readonly opts: ChildLoggerOptions,
  ) {}

  /** The real pino child, made once. */
  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.opts));
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real.level = level;
  }

  private write(level: Level, args: LogArgs) {
    if (this.isLevelEnabled(level)) (this.real[level] as (...a: LogArgs) => void)(...args);
  }

  fatal(...args: LogArgs) {
    this.write('fatal', args);
  }
  error(...args: LogArgs) {
    this.write('error', args);
  }
  warn(...args: LogArgs) {
    this.write('warn', args);
  }
  info(...args: LogArgs) {
    this.write('info', args);
  }
  debug(...args: LogArgs) {
    this.write('debug', args);
  }
  trace(...args: LogArgs) {
    this.write('trace', args);
  }
  silent() {}
  isLevelEnabled(level: string): boolean {
    return this.made ? (this.made as Parent).isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }
  child(bindings: Bindings, opts?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, opts);
  }
}

/** Fastify's `childLoggerFactory`: a request's logger that becomes a pino child when it first writes. */
export function lazyChildLogger(
  this: FastifyInstance,
  logger: FastifyBaseLogger,
  bindings: Bindings,
  opts: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger as Parent, bindings, opts) as unknown as FastifyBaseLogger;
}
