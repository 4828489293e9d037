import ArgumentParser
import LayoutEngine

/// `--device` and `--layout-mode`, shared by the rendering commands.
public struct LayoutArguments: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "A device preset (\(Device.presetNames.joined(separator: ", "))) or WIDTHxHEIGHT[@SCALE]. Default: the project's, else iphone-15.",
        valueName: "D"))
    public var device: String?

    @Option(name: .long, help: ArgumentHelp("legacy (Layout's default) or new: what right and bottom mean.", valueName: "MODE"))
    public var layoutMode: LayoutMode?

    public init() {}

    /// The device, or a usage message.
    func resolvedDevice(presets: [Device]) -> Result<Device?, UsageError> {
        guard let device else { return .success(nil) }
        do {
            return .success(try Device.parse(device, presets: presets))
        } catch {
            return .failure(UsageError(message: "--device: \(error)"))
        }
    }
}

extension LayoutMode: ExpressibleByArgument {}

/// A bad command-line value, reported with exit status 64.
struct UsageError: Error {
    var message: String
}
