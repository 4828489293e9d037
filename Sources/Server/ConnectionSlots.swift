import Synchronization

/// The long-lived connections a server holds: line-protocol clients and event streams, each
/// kind up to `ServerConfiguration.maxConnections`. A plain HTTP request needs no slot, so the
/// viewer's page, `/render` and `/status` stay reachable when every slot is taken by clients
/// that sit idle; and one kind filling up does not lock out the other.
final class ConnectionSlots: Sendable {
    enum Kind: Hashable, Sendable {
        case lineClient
        case eventStream

        var name: String {
            switch self {
            case .lineClient: "line-protocol clients"
            case .eventStream: "event streams"
            }
        }
    }

    let limit: Int
    private let held = Mutex<[Kind: Int]>([:])

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes a slot of `kind`; false when all are taken.
    func claim(_ kind: Kind) -> Bool {
        held.withLock { held in
            guard held[kind, default: 0] < limit else { return false }
            held[kind, default: 0] += 1
            return true
        }
    }

    func release(_ kind: Kind) {
        held.withLock { $0[kind, default: 0] -= 1 }
    }

    /// The message a refused connection of `kind` gets.
    func refusal(_ kind: Kind) -> String {
        "too many \(kind.name) (limit \(limit))"
    }
}
