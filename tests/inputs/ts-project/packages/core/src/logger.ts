export class Logger {
  static level = "info";
}
