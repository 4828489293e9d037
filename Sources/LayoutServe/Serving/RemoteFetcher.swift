import Foundation
import FoundationNetworking
import Project
import Server
import Templates

/// Fetches remote templates for `LOAD http(s)://…`: only from the hosts a project allows
/// (redirects included), within a time limit and a size limit, never blocking the caller.
final class RemoteFetcher: NSObject, @unchecked Sendable {
    struct Limits: Sendable {
        /// The whole fetch, connecting included.
        var timeout: Duration = .seconds(5)
        /// Larger bodies are refused, as the XML reader refuses larger files.
        var maximumBytes = XMLLimits.maximumFileSize
    }

    typealias Completion = @Sendable (Result<[UInt8], TemplateLoadError>) -> Void

    private let limits: Limits
    private let isAllowed: @Sendable (URL) -> Bool
    private let lock = NSLock()
    /// Made at the first fetch (guarded by `lock`): a server that never fetches has no session
    /// to invalidate when it stops (FoundationNetworking's sessions have crashed the process
    /// in invalidation racing their own tasks' bookkeeping).
    private var session: URLSession?
    private let configuration: URLSessionConfiguration
    /// In-flight transfers by task identifier (guarded by `lock`).
    private var transfers: [Int: Transfer] = [:]

    private struct Transfer {
        var url: URL
        var received: [UInt8] = []
        var failure: String?
        var completion: Completion
    }

    /// `isAllowed` is asked for the URL and for every redirect target.
    init(limits: Limits = Limits(), isAllowed: @escaping @Sendable (URL) -> Bool) {
        self.limits = limits
        self.isAllowed = isAllowed
        let configuration = URLSessionConfiguration.ephemeral
        // FoundationNetworking hands libcurl whole seconds (0.3 s becomes 0: no limit), so
        // `fetch` enforces the limit with its own timer; these are only a backstop.
        let seconds = (Double(limits.timeout.components.seconds) + Double(limits.timeout.components.attoseconds) / 1e18).rounded(.up) + 1
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
        configuration.httpAdditionalHeaders = ["Accept": "application/xml, text/xml, */*"]
        self.configuration = configuration
        super.init()
    }

    /// Set by `invalidate()`: a session cannot start tasks after that (guarded by `lock`).
    private var isInvalidated = false

    /// Cancels every transfer (their completions report the cancellation); later fetches
    /// fail at once.
    func invalidate() {
        let made = lock.withLock {
            isInvalidated = true
            return session
        }
        made?.invalidateAndCancel()
    }

    /// Starts fetching `url`; `completion` runs once, on a background queue, with the body
    /// or the reason it could not be had (shown to the user as "Unable to read URL: reason").
    /// Returns what cancels the fetch (its completion then reports `reason`).
    @discardableResult
    func fetch(_ url: URL, completion: @escaping Completion) -> @Sendable (_ reason: String) -> Void {
        let nothing: @Sendable (String) -> Void = { _ in }
        guard url.scheme == "http" || url.scheme == "https" else {
            completion(.failure(.unreadable("only http and https URLs can be fetched")))
            return nothing
        }
        guard isAllowed(url) else {
            completion(.failure(.unreadable("host \(url.host ?? "") is not in remote_hosts of \(ProjectConfiguration.fileName)")))
            return nothing
        }
        let task: URLSessionDataTask? = lock.withLock {
            guard !isInvalidated else { return nil }
            let made = session ?? URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
            session = made
            let task = made.dataTask(with: url)
            transfers[task.taskIdentifier] = Transfer(url: url, completion: completion)
            return task
        }
        guard let task else {
            completion(.failure(.unreadable("the server is stopping")))
            return nothing
        }
        task.resume()
        DispatchQueue.global().asyncAfter(deadline: .after(limits.timeout)) { [weak self, weak task] in
            guard let self, let task, task.state == .running || task.state == .suspended else { return }
            abandon(task, because: "no answer within \(timeoutText)")
        }
        return { [weak self, weak task] reason in
            guard let self, let task, task.state == .running || task.state == .suspended else { return }
            abandon(task, because: reason)
        }
    }

    private var timeoutText: String {
        let components = limits.timeout.components
        let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }

    /// Marks the transfer failed (the first reason stays) and cancels its task; the
    /// completion runs from `didCompleteWithError`.
    private func abandon(_ task: URLSessionTask, because reason: String) {
        markFailed(task, because: reason)
        task.cancel()
    }

    private func markFailed(_ task: URLSessionTask, because reason: String) {
        lock.withLock {
            if transfers[task.taskIdentifier]?.failure == nil { transfers[task.taskIdentifier]?.failure = reason }
        }
    }

    private var tooLarge: String { "it is larger than the limit of \(limits.maximumBytes) bytes" }
}

extension RemoteFetcher: URLSessionDataDelegate {
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            abandon(dataTask, because: "the server answered HTTP \(http.statusCode)")
            return completionHandler(.cancel)
        }
        if response.expectedContentLength > Int64(limits.maximumBytes) {
            abandon(dataTask, because: tooLarge)
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = lock.withLock { () -> Bool in
            guard var transfer = transfers[dataTask.taskIdentifier] else { return false }
            transfer.received.append(contentsOf: data)
            let over = transfer.received.count > limits.maximumBytes
            if !over { transfers[dataTask.taskIdentifier] = transfer }
            return over
        }
        if overLimit { abandon(dataTask, because: tooLarge) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        guard let target = request.url, isAllowed(target) else {
            // Not followed: the redirect itself becomes the response. (Cancelling here,
            // inside the callback, trips an assertion in FoundationNetworking.)
            markFailed(task, because: "it redirects to \(request.url?.absoluteString ?? "an invalid URL"), whose host is not in remote_hosts")
            return completionHandler(nil)
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let failure = transfer.failure {
            transfer.completion(.failure(.unreadable(failure)))
        } else if let error = error as? URLError {
            transfer.completion(.failure(.unreadable(describe(error))))
        } else if let error {
            transfer.completion(.failure(.unreadable(error.localizedDescription)))
        } else {
            transfer.completion(.success(transfer.received))
        }
    }

    private func describe(_ error: URLError) -> String {
        switch error.code {
        case .timedOut: "no answer within \(timeoutText)"
        case .cannotConnectToHost: "the connection was refused"
        case .cannotFindHost, .dnsLookupFailed: "the host name could not be resolved"
        case .networkConnectionLost: "the connection was lost"
        case .cancelled: "the fetch was cancelled"
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
             .serverCertificateHasUnknownRoot, .secureConnectionFailed:
            "the secure connection failed (certificate or TLS error \(error.code.rawValue))"
        default: Self.libcurlDescription(of: error)
        }
    }

    /// FoundationNetworking reports many libcurl failures as `unknown` with libcurl's text;
    /// a TLS library's message is marked as such, since it names no step a user knows.
    private static func libcurlDescription(of error: URLError) -> String {
        guard let text = error.userInfo[NSLocalizedDescriptionKey] as? String else { return "network error \(error.code.rawValue)" }
        return text.contains("SSL") || text.contains("TLS") ? "the TLS handshake failed (\(text))" : text
    }
}
