import ArgumentParser
import Diagnostics
import LayoutEngine
import Project

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

/// `--variant V` (`render`) and `--variants MATRIX` (`check`, `snapshot`): the one variant
/// grammar (`RenderVariant`), with the project's presets as devices. A device in a variant and
/// `--device` together are refused: the device is given in one place.
enum VariantArguments {
    /// The variants `text` names (one for `--variant`, the cross product for `--variants`) —
    /// `[.standard]` without it — or a usage message naming `option`.
    static func parse(_ text: String?, option: String, matrix: Bool, device: String?, presets: [Device])
        -> Result<[RenderVariant], UsageError>
    {
        guard let text else { return .success([.standard]) }
        let names = presets.map(\.name)
        let variants: [RenderVariant]
        do {
            variants = matrix ? try RenderVariant.matrix(text, devices: names) : [try RenderVariant.parse(text, devices: names)]
        } catch {
            return .failure(UsageError(message: "\(option): \(error)"))
        }
        if let device, let named = variants.first(where: { $0.device != nil })?.device {
            return .failure(UsageError(
                message: "\(option) names a device (\(named)) and --device gives one (\(device)): give the device in one place"))
        }
        return .success(variants)
    }

    /// The matrix `check --audit` and `snapshot` run: `--variants` when given, else the
    /// project's `audit.variants` — whose devices `--device` replaces, the command line
    /// narrowing the project's matrix to one device —, else `[.standard]`. `named` says whether
    /// it is a matrix (problems then name their variant).
    static func matrix(_ text: String?, configured: [RenderVariant]?, device: String?, presets: [Device])
        -> Result<(variants: [RenderVariant], named: Bool), UsageError>
    {
        if text != nil {
            return parse(text, option: "--variants", matrix: true, device: device, presets: presets).map { ($0, true) }
        }
        guard let configured else { return .success(([.standard], false)) }
        guard device != nil else { return .success((configured, true)) }
        var seen: Set<RenderVariant> = []
        let styles = configured.map(\.style).filter { seen.insert($0).inserted }
        return .success((styles, true))
    }

    /// The device `variant` renders on: its own, else `fallback` (`--device`, nil for the
    /// project's).
    static func device(of variant: RenderVariant, fallback: Device?, presets: [Device]) -> Device? {
        // The grammar parsed the device already, so it resolves.
        (try? variant.resolvedDevice(presets: presets)) ?? fallback
    }
}

extension Diagnostic {
    /// The diagnostic with the variant it was found in after its message (`… (in
    /// iphone-se,AX3)`); itself when `variant` is nil.
    func inVariant(_ variant: String?) -> Diagnostic {
        guard let variant else { return self }
        var copy = self
        copy.message += " (in \(variant))"
        return copy
    }
}
