// One executable, every target: `layout-serve-fuzz TARGET [libFuzzer options] [CORPUS…]`.
// A SwiftPM target that only exports `@_cdecl("LLVMFuzzerTestOneInput")` for libFuzzer's main does
// not link, so this main runs libFuzzer's driver itself and hands it the callback.

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

let arguments = CommandLine.arguments
guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    print("usage: layout-serve-fuzz TARGET [libFuzzer options] [CORPUS…]\ntargets: \(names)")
    exit(64)
}
FuzzTarget.selected = target

// libFuzzer sees the arguments without the target's name.
var driverArguments = [arguments[0]] + arguments.dropFirst(2)
var cArguments: [UnsafeMutablePointer<CChar>?] = driverArguments.map { strdup($0) } + [nil]
var argc = CInt(driverArguments.count)
let status = cArguments.withUnsafeMutableBufferPointer { buffer in
    var argv = buffer.baseAddress
    return runFuzzerDriver(&argc, &argv) { data, size in
        FuzzTarget.selected.run(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }
}
exit(status)
