import CLibcurl
import Foundation

/// libcurl's easy interface, opened with `dlopen` at the first remote fetch. Linked into the
/// executable (as FoundationNetworking links it), libcurl and the thirty libraries it needs were
/// loaded and relocated at the start of every command — about 10 ms of a 35 ms `render`.
struct Libcurl: @unchecked Sendable {
    /// Why libcurl could not be opened, worded for the red box.
    struct Missing: Error {
        var reason: String
    }

    /// What one request came to: an answer (its status, body and redirect target), or libcurl's
    /// error code with its message.
    enum Answer {
        case answered(status: Int, body: [UInt8], location: String?)
        case failed(code: Int32, message: String)
    }

    /// The library names tried, in order: the OpenSSL build Debian's `libcurl4` installs, then
    /// the GnuTLS one.
    static let libraryNames = ["libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"]

    /// libcurl, opened and initialised once per process.
    static let shared: Result<Libcurl, Missing> = load(libraryNames)

    private let easyInit: @convention(c) () -> UnsafeMutableRawPointer?
    private let easyPerform: @convention(c) (UnsafeMutableRawPointer?) -> Int32
    private let easyCleanup: @convention(c) (UnsafeMutableRawPointer?) -> Void
    private let easyStrerror: @convention(c) (Int32) -> UnsafePointer<CChar>?
    private let slistAppend: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> UnsafeMutableRawPointer?
    private let slistFreeAll: @convention(c) (UnsafeMutableRawPointer?) -> Void
    /// `curl_easy_setopt` and `curl_easy_getinfo`, variadic: called through CLibcurl's shims.
    private let setopt: UnsafeMutableRawPointer
    private let getinfo: UnsafeMutableRawPointer

    /// The first of `names` that opens, with its functions found and libcurl initialised.
    static func load(_ names: [String]) -> Result<Libcurl, Missing> {
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            return .failure(Missing(reason: "libcurl is not installed (\(names.first ?? "libcurl"); on Debian: apt-get install libcurl4)"))
        }
        func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        typealias GlobalInit = @convention(c) (Int) -> Int32
        guard let globalInit = symbol("curl_global_init", as: GlobalInit.self),
              let easyInit = symbol("curl_easy_init", as: (@convention(c) () -> UnsafeMutableRawPointer?).self),
              let easyPerform = symbol("curl_easy_perform", as: (@convention(c) (UnsafeMutableRawPointer?) -> Int32).self),
              let easyCleanup = symbol("curl_easy_cleanup", as: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self),
              let easyStrerror = symbol("curl_easy_strerror", as: (@convention(c) (Int32) -> UnsafePointer<CChar>?).self),
              let slistAppend = symbol("curl_slist_append", as: (@convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> UnsafeMutableRawPointer?).self),
              let slistFreeAll = symbol("curl_slist_free_all", as: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self),
              let setopt = dlsym(handle, "curl_easy_setopt"), let getinfo = dlsym(handle, "curl_easy_getinfo")
        else {
            return .failure(Missing(reason: "\(names.first ?? "libcurl") lacks the functions of libcurl's easy interface"))
        }
        // CURL_GLOBAL_DEFAULT: TLS set up once, here, before any thread uses a handle.
        guard globalInit(3) == 0 else { return .failure(Missing(reason: "libcurl could not be initialised")) }
        return .success(Libcurl(
            easyInit: easyInit, easyPerform: easyPerform, easyCleanup: easyCleanup, easyStrerror: easyStrerror,
            slistAppend: slistAppend, slistFreeAll: slistFreeAll, setopt: setopt, getinfo: getinfo))
    }

    /// GETs `url` without following redirects, within `timeoutMilliseconds`; a body past
    /// `maximumBytes` fails the request (`CURLE_FILESIZE_EXCEEDED`), and an answer other than
    /// 2xx or 3xx is not read past its headers. Stops early once `transfer` is abandoned.
    func get(_ url: String, timeoutMilliseconds: Int, maximumBytes: Int, abandoned transfer: RemoteTransfer) -> Answer {
        guard let easy = easyInit() else { return .failed(code: -1, message: "libcurl could not start a transfer") }
        defer { easyCleanup(easy) }
        let receiver = Receiver(easy: easy, getinfo: getinfo, maximumBytes: maximumBytes, transfer: transfer)
        let context = Unmanaged.passUnretained(receiver).toOpaque()
        let errorText = UnsafeMutablePointer<CChar>.allocate(capacity: Int(LAYOUT_SERVE_CURL_ERROR_SIZE))
        errorText.initialize(repeating: 0, count: Int(LAYOUT_SERVE_CURL_ERROR_SIZE))
        defer { errorText.deallocate() }
        let headers = slistAppend(nil, "Accept: application/xml, text/xml, */*")
        defer { slistFreeAll(headers) }
        let code: Int32 = withExtendedLifetime(receiver) {
            url.withCString { url in
                set(easy, LAYOUT_SERVE_CURLOPT_URL, pointer: url)
                set(easy, LAYOUT_SERVE_CURLOPT_PROTOCOLS, Int(LAYOUT_SERVE_CURLPROTO_HTTP_HTTPS))
                set(easy, LAYOUT_SERVE_CURLOPT_FOLLOWLOCATION, 0)
                set(easy, LAYOUT_SERVE_CURLOPT_NOSIGNAL, 1)
                set(easy, LAYOUT_SERVE_CURLOPT_TIMEOUT_MS, timeoutMilliseconds)
                _ = layout_serve_curl_setopt_offset(setopt, easy, Int32(LAYOUT_SERVE_CURLOPT_MAXFILESIZE_LARGE), Int64(maximumBytes))
                set(easy, LAYOUT_SERVE_CURLOPT_ERRORBUFFER, pointer: errorText)
                set(easy, LAYOUT_SERVE_CURLOPT_HTTPHEADER, pointer: headers)
                set(easy, LAYOUT_SERVE_CURLOPT_USERAGENT, pointer: "layout-serve")
                set(easy, LAYOUT_SERVE_CURLOPT_WRITEFUNCTION, pointer: unsafeBitCast(Receiver.write, to: UnsafeRawPointer.self))
                set(easy, LAYOUT_SERVE_CURLOPT_WRITEDATA, pointer: context)
                set(easy, LAYOUT_SERVE_CURLOPT_NOPROGRESS, 0)
                set(easy, LAYOUT_SERVE_CURLOPT_XFERINFOFUNCTION, pointer: unsafeBitCast(Receiver.progress, to: UnsafeRawPointer.self))
                set(easy, LAYOUT_SERVE_CURLOPT_XFERINFODATA, pointer: context)
                return easyPerform(easy)
            }
        }
        // An answer other than 2xx or 3xx is its status, whatever stopped the transfer after its
        // headers (libcurl refuses a body whose announced length is over the limit before any
        // byte of it reaches `Receiver.write`).
        let status = receiver.status()
        if status > 0, !(200..<400).contains(status) { return .answered(status: status, body: [], location: nil) }
        if receiver.isOverLimit { return .failed(code: Int32(LAYOUT_SERVE_CURLE_FILESIZE_EXCEEDED), message: "") }
        if code != 0 {
            let message = errorText.pointee != 0 ? String(cString: errorText) : easyStrerror(code).map { String(cString: $0) } ?? "libcurl error \(code)"
            return .failed(code: code, message: message)
        }
        var location: UnsafePointer<CChar>?
        _ = layout_serve_curl_getinfo_string(getinfo, easy, Int32(LAYOUT_SERVE_CURLINFO_REDIRECT_URL), &location)
        return .answered(status: status, body: receiver.body, location: location.map { String(cString: $0) })
    }

    private func set(_ easy: UnsafeMutableRawPointer, _ option: Int, _ value: Int) {
        _ = layout_serve_curl_setopt_long(setopt, easy, Int32(option), value)
    }

    private func set(_ easy: UnsafeMutableRawPointer, _ option: Int, pointer: UnsafeRawPointer?) {
        _ = layout_serve_curl_setopt_pointer(setopt, easy, Int32(option), pointer)
    }
}

/// Where one request's body goes, reached from libcurl's callbacks by its context pointer.
private final class Receiver {
    let easy: UnsafeMutableRawPointer
    let getinfo: UnsafeMutableRawPointer
    let maximumBytes: Int
    let transfer: RemoteTransfer
    var body: [UInt8] = []
    /// Bytes of a redirect's body, read and dropped.
    var skipped = 0
    var isOverLimit = false

    init(easy: UnsafeMutableRawPointer, getinfo: UnsafeMutableRawPointer, maximumBytes: Int, transfer: RemoteTransfer) {
        self.easy = easy
        self.getinfo = getinfo
        self.maximumBytes = maximumBytes
        self.transfer = transfer
    }

    /// The answer's HTTP status, 0 before one arrived.
    func status() -> Int {
        var status = 0
        _ = layout_serve_curl_getinfo_long(getinfo, easy, Int32(LAYOUT_SERVE_CURLINFO_RESPONSE_CODE), &status)
        return status
    }

    /// `CURLOPT_WRITEFUNCTION`: keeps a 2xx body, drops a 3xx one, stops at any other answer
    /// and past the size limit (a count other than the one given stops the transfer).
    static let write: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = { data, size, count, context in
        let receiver = Unmanaged<Receiver>.fromOpaque(context!).takeUnretainedValue()
        let length = size * count
        switch receiver.status() {
        case 200..<300:
            guard receiver.body.count + length <= receiver.maximumBytes else {
                receiver.isOverLimit = true
                return 0
            }
            if let data { receiver.body.append(contentsOf: UnsafeRawBufferPointer(start: data, count: length)) }
        case 300..<400:
            receiver.skipped += length
            guard receiver.skipped <= receiver.maximumBytes else {
                receiver.isOverLimit = true
                return 0
            }
        default:
            return 0
        }
        return length
    }

    /// `CURLOPT_XFERINFOFUNCTION`, called at least once a second: non-zero stops the transfer.
    static let progress: @convention(c) (UnsafeMutableRawPointer?, Int, Int, Int, Int) -> Int32 = { context, _, _, _, _ in
        Unmanaged<Receiver>.fromOpaque(context!).takeUnretainedValue().transfer.isAbandoned ? 1 : 0
    }
}
