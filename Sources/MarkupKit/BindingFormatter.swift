import Expressions

/// The formatter after `::` in a binding (`$price::number;numberStyle=currency`): MarkupKit's
/// built-in `number`, `date`, `personNameComponents`, `byteCount` and `measurement`
/// formatters, configured by `key=value` arguments, in the `en_US` locale.
struct BindingFormatter {
    var name: String
    var arguments: [String: String]

    /// Why a value is shown other than as the app would show it.
    struct Approximation: Error, Equatable {
        var message: String
    }

    /// `name;key=value;key=value`.
    init(_ text: String) {
        let parts = text.split(separator: ";", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        name = parts.first ?? ""
        arguments = [:]
        // An empty part (`number;`, `number;;style=x`) sets nothing.
        for part in parts.dropFirst() where !part.isEmpty {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            arguments[pair[0]] = pair.count == 2 ? pair[1] : ""
        }
    }

    func format(_ value: Value) throws(Approximation) -> String {
        switch name {
        case "number": return try number(value)
        case "date": return try date(value)
        case "personNameComponents": return try personName(value)
        case "byteCount": return try byteCount(value)
        case "measurement":
            throw Approximation(message: "the measurement formatter needs a Measurement, which layout-serve.json cannot hold; the value is shown as it is")
        default:
            throw Approximation(message: "\"\(name)\" is not one of MarkupKit's formatters (number, date, personNameComponents, byteCount, measurement) but the app's own; the value is shown unformatted")
        }
    }

    private func numeric(_ value: Value) throws(Approximation) -> Double {
        switch value {
        case .number(let number): return number
        case .string(let text):
            guard let number = Double(text) else { throw Approximation(message: "\"\(text)\" is not a number for the \(name) formatter; it is shown as it is") }
            return number
        default: throw Approximation(message: "the \(name) formatter needs a number; the value is shown as it is")
        }
    }

    private func integer(_ key: String) -> Int? { arguments[key].flatMap { Int($0) } }

    // MARK: number

    /// `NumberFormatter` styles `none` (the default), `decimal`, `percent` and `currency`.
    private func number(_ value: Value) throws(Approximation) -> String {
        var number = try numeric(value)
        let style = arguments["numberStyle"] ?? "none"
        var minimum = 0, maximum = 0, grouping = true
        var prefix = "", suffix = ""
        switch style {
        case "none": grouping = false
        case "decimal": maximum = 3
        case "percent":
            number *= 100
            suffix = "%"
        case "currency":
            (minimum, maximum) = (2, 2)
            prefix = "$"
        default:
            throw Approximation(message: "numberStyle=\(style) is not one layout-serve formats (none, decimal, percent, currency); the value is shown as it is")
        }
        maximum = integer("maximumFractionDigits") ?? maximum
        minimum = min(integer("minimumFractionDigits") ?? minimum, maximum)
        if let flag = arguments["usesGroupingSeparator"] { grouping = flag == "true" || flag == "1" }
        guard number.isFinite else { return number.isNaN ? "NaN" : (number < 0 ? "-∞" : "∞") }
        return (number < 0 ? "-" : "") + prefix + Self.digits(abs(number), minimum: minimum, maximum: maximum, grouping: grouping) + suffix
    }

    /// A non-negative number rounded (half to even unless told) at `maximum` fraction digits, with trailing
    /// zeros beyond `minimum` dropped and thousands grouped by commas.
    static func digits(_ number: Double, minimum: Int, maximum: Int, grouping: Bool,
                       rounding: FloatingPointRoundingRule = .toNearestOrEven) -> String {
        var scale = 1.0
        for _ in 0..<max(0, min(maximum, 15)) { scale *= 10 }
        let scaled = (number * scale).rounded(rounding)
        let whole = (scaled / scale).rounded(.towardZero)
        var fraction = Int64((scaled - whole * scale).rounded())
        var fractionDigits = ""
        for _ in 0..<max(0, min(maximum, 15)) {
            fractionDigits = String(fraction % 10) + fractionDigits
            fraction /= 10
        }
        while fractionDigits.count > minimum, fractionDigits.last == "0" { fractionDigits.removeLast() }
        var integer = whole < 1e18 ? String(Int64(whole)) : String(whole)
        if grouping {
            var grouped = ""
            for (offset, character) in integer.reversed().enumerated() {
                if offset > 0, offset % 3 == 0 { grouped.append(",") }
                grouped.append(character)
            }
            integer = String(grouped.reversed())
        }
        return fractionDigits.isEmpty ? integer : integer + "." + fractionDigits
    }

    // MARK: date

    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                 "October", "November", "December"]
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// `DateFormatter` `dateStyle`/`timeStyle` (`none`, `short`, `medium`, `long`, `full`) of a
    /// date written in the state as ISO 8601 (`2026-11-25T14:30:00`, wall time) or as
    /// seconds since 1970 (UTC).
    private func date(_ value: Value) throws(Approximation) -> String {
        let parts: [Int]
        switch value {
        case .number(let seconds): parts = Self.civil(seconds)
        case .string(let text):
            let numbers = text.split(whereSeparator: { "-T:. Z".contains($0) }).map { Int($0) }
            guard numbers.count >= 3, !numbers.contains(nil) else {
                throw Approximation(message: "\"\(text)\" is not an ISO 8601 date (2026-11-25T14:30:00) for the date formatter; it is shown as it is")
            }
            parts = (numbers.compactMap { $0 } + [0, 0, 0]).prefix(6).map { $0 }
        default: throw Approximation(message: "the date formatter needs a date (ISO 8601 or seconds since 1970); the value is shown as it is")
        }
        let (year, month, day, hour, minute, second) = (parts[0], parts[1], parts[2], parts[3], parts[4], parts[5])
        guard (1...12).contains(month), (1...31).contains(day) else {
            throw Approximation(message: "month \(month), day \(day) is not a date; the value is shown as it is")
        }
        let dateStyle = arguments["dateStyle"] ?? "none", timeStyle = arguments["timeStyle"] ?? "none"
        let monthName = Self.months[month - 1]
        let datePart: String? = switch dateStyle {
        case "short": "\(month)/\(day)/\(String(format2: year % 100))"
        case "medium": "\(monthName.prefix(3)) \(day), \(year)"
        case "long": "\(monthName) \(day), \(year)"
        case "full": "\(Self.weekdays[Self.weekday(year, month, day)]), \(monthName) \(day), \(year)"
        default: nil
        }
        let clock = "\(hour % 12 == 0 ? 12 : hour % 12):\(String(format2: minute))"
        let meridiem = hour < 12 ? "AM" : "PM"
        let timePart: String? = switch timeStyle {
        case "short": "\(clock) \(meridiem)"
        case "medium": "\(clock):\(String(format2: second)) \(meridiem)"
        case "long": "\(clock):\(String(format2: second)) \(meridiem) UTC"
        case "full": "\(clock):\(String(format2: second)) \(meridiem) Coordinated Universal Time"
        default: nil
        }
        switch (datePart, timePart) {
        case let (date?, time?): return date + (dateStyle == "short" ? ", " : " at ") + time
        case let (date?, nil): return date
        case let (nil, time?): return time
        case (nil, nil): return ""
        }
    }

    /// Year, month, day, hour, minute, second of seconds since 1970 in UTC.
    private static func civil(_ seconds: Double) -> [Int] {
        let total = Int(seconds.rounded(.down))
        let days = Int((Double(total) / 86_400).rounded(.down))
        let secondsOfDay = total - days * 86_400
        // Days since 1970-01-01 to a proleptic Gregorian date (era arithmetic).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return [year, month, day, secondsOfDay / 3600, secondsOfDay % 3600 / 60, secondsOfDay % 60]
    }

    /// 0 = Sunday (Sakamoto's method).
    private static func weekday(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        return ((y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7 + 7) % 7
    }

    // MARK: personNameComponents

    /// `PersonNameComponentsFormatter` styles `short`, `medium`/`default`, `long` and
    /// `abbreviated` of `{"givenName": …, "familyName": …}` in the state.
    private func personName(_ value: Value) throws(Approximation) -> String {
        guard case .dictionary(let parts) = value else {
            throw Approximation(message: "the personNameComponents formatter needs an object with givenName, familyName …; the value is shown as it is")
        }
        func part(_ key: String) -> String? {
            if case .string(let text)? = parts[key], !text.isEmpty { text } else { nil }
        }
        let names: [String?]
        switch arguments["style"] ?? "default" {
        case "short": names = [part("nickname") ?? part("givenName") ?? part("familyName")]
        case "long": names = [part("namePrefix"), part("givenName"), part("middleName"), part("familyName"), part("nameSuffix")]
        case "abbreviated": return [part("givenName"), part("familyName")].compactMap { $0?.first.map(String.init) }.joined()
        default: names = [part("givenName"), part("familyName")]
        }
        return names.compactMap { $0 }.joined(separator: " ")
    }

    // MARK: byteCount

    /// `ByteCountFormatter`: `countStyle` `file`/`decimal` (1000) or `memory`/`binary` (1024),
    /// `allowedUnits` (`useBytes,useKB,useMB,useGB,useTB`; all by default), adaptive digits
    /// (none for bytes and KB, one for MB, two above; halves round up).
    private func byteCount(_ value: Value) throws(Approximation) -> String {
        let count = try numeric(value)
        let base: Double = ["memory", "binary"].contains(arguments["countStyle"] ?? "file") ? 1024 : 1000
        let units = ["useBytes": ("bytes", 0), "useKB": ("KB", 1), "useMB": ("MB", 2), "useGB": ("GB", 3), "useTB": ("TB", 4)]
        let allowed = (arguments["allowedUnits"].map { $0.split(separator: ",").map { String($0).trimmingSpaces } } ?? [])
            .compactMap { units[$0] }.sorted { $0.1 < $1.1 }
        let candidates = allowed.isEmpty ? units.values.sorted { $0.1 < $1.1 } : allowed
        if count == 0 { return "Zero \(candidates.first { $0.1 > 0 }?.0 ?? "bytes")" }
        var chosen = candidates[0]
        for candidate in candidates where abs(count) >= Self.power(base, candidate.1) { chosen = candidate }
        let scaled = count / Self.power(base, chosen.1)
        let digits = chosen.1 <= 1 ? 0 : chosen.1 == 2 ? 1 : 2
        let text = (count < 0 ? "-" : "") + Self.digits(abs(scaled), minimum: 0, maximum: digits, grouping: true,
                                                                 rounding: .toNearestOrAwayFromZero)
        if chosen.1 == 0 { return text + (text == "1" ? " byte" : " bytes") }
        return text + " " + chosen.0
    }

    private static func power(_ base: Double, _ exponent: Int) -> Double {
        (0..<exponent).reduce(1) { value, _ in value * base }
    }
}

extension String {
    /// Two digits, zero-padded.
    fileprivate init(format2 value: Int) {
        self = value < 10 ? "0\(value)" : "\(value)"
    }
}
