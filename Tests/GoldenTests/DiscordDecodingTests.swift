import Foundation
import GoldenDiscord
import SpecgenRuntime
import TestSupport
import XCTest

/// The hand-written Discord spec's code decoding payloads shaped as Discord's schemas say, through a real
/// `Networker` and a server on 127.0.0.1.
final class DiscordDecodingTests: WireTestCase {
    private let user = #"{"id": "80351110224678912", "username": "Nelly", "discriminator": "0", "avatar": null, "#
                       + #""global_name": "Nelly", "public_flags": 64}"#

    func testChannelsAreToldApartByTheirIntegerType() async throws {
        let channels = [
            "1": #"{"id": "1", "type": 0, "flags": 0, "guild_id": "9", "name": "general", "position": 2, "topic": "#
                 + #"null, "nsfw": false, "last_pin_timestamp": "2024-01-05T10:11:12.345000+00:00"}"#,
            "2": #"{"id": "2", "type": 1, "flags": 0, "recipients": [\#(user)], "last_message_id": "77"}"#,
            "3": #"{"id": "3", "type": 3, "flags": 0, "recipients": [], "name": null, "icon": null, "owner_id": "5"}"#,
            "4": #"{"id": "4", "type": 11, "flags": 0, "guild_id": "9", "name": "t", "owner_id": "5", "#
                 + #""message_count": 3, "member_count": 2, "total_message_sent": 3, "thread_metadata": {"archived": "#
                 + #"false, "auto_archive_duration": 1440, "locked": false, "archive_timestamp": "#
                 + #""2024-01-05T10:11:12+00:00"}}"#,
            "5": #"{"id": "5", "type": 17, "flags": 0, "future": true}"#,
        ]
        server = try await .start { request in .json(channels[String(request.target.split(separator: "/").last!)]!) }
        guard case .guild(let guild) = try await networker().send(GetChannelRequest(channelId: "1")) else {
            return XCTFail("guild")
        }
        XCTAssertEqual(guild.type, .guildText)
        XCTAssertEqual(guild.position, 2)
        XCTAssertEqual(guild.lastPinTimestamp, Date(timeIntervalSince1970: 1_704_449_472.345))
        guard case .dm(let dm) = try await networker().send(GetChannelRequest(channelId: "2")) else {
            return XCTFail("dm")
        }
        XCTAssertEqual(dm.recipients.first?.username, "Nelly")
        XCTAssertEqual(dm.recipients.first?.publicFlags, 64)
        guard case .groupDM(let group) = try await networker().send(GetChannelRequest(channelId: "3")) else {
            return XCTFail("group")
        }
        XCTAssertNil(group.name)
        guard case .thread(let thread) = try await networker().send(GetChannelRequest(channelId: "4")) else {
            return XCTFail("thread")
        }
        XCTAssertEqual(thread.type, .publicThread)
        XCTAssertEqual(thread.threadMetadata.autoArchiveDuration, 1440)
        guard case .unknown(let json) = try await networker().send(GetChannelRequest(channelId: "5")) else {
            return XCTFail("unknown")
        }
        XCTAssertEqual(json["type"], 17, "a channel type this spec doesn't know is kept")
    }

    func testMessagesWithNestedComponentsAndOpenEmbeds() async throws {
        let message = #"""
            [{"id": "100", "channel_id": "2", "type": 19, "content": "hi", "author": \#(user), "mentions": [],
              "timestamp": "2024-01-05T10:11:12.345000+00:00", "edited_timestamp": null, "pinned": false, "tts": false,
              "embeds": [{"type": "rich", "title": "T", "color": 16711680, "fields": [{"name": "a", "value": "b", \#
            "inline": true}],
                          "footer": {"text": "f"}}],
              "components": [{"type": 1, "id": 1, "components": [{"type": 2, "id": 2, "style": 1, "custom_id": "ok", \#
            "label": "OK"},
                                                                  {"type": 9, "id": 3}]}]},
             {"id": "101", "channel_id": "2", "type": 42, "content": "", "author": \#(user), "mentions": [\#(user)],
              "timestamp": "2024-01-05T10:11:13+00:00", "edited_timestamp": "2024-01-05T10:12:00+00:00", \#
            "pinned": true, "tts": false,
              "embeds": []}]
            """#
        server = try await .start { _ in .json(message) }
        let messages = try await networker().send(ListMessagesRequest(channelId: "2", limit: 2))
        let target = await server.onlyRequest?.target
        XCTAssertEqual(target, "/channels/2/messages?limit=2")
        XCTAssertEqual(messages.map(\.type), [.reply, .unknown(42)])
        XCTAssertEqual(messages[0].embeds.first?.fields?.first?.inline, true)
        XCTAssertEqual(messages[0].embeds.first?.additionalProperties, ["footer": ["text": "f"]],
                       "undeclared members are kept")
        guard case .actionRow(let row)? = messages[0].components?.first else { return XCTFail("an action row") }
        XCTAssertEqual(row.components.count, 2)
        guard case .button(let button) = row.components[0] else { return XCTFail("a button") }
        XCTAssertEqual(button.customId, "ok")
        guard case .unknown = row.components[1] else {
            return XCTFail("a component type this spec doesn't know is kept")
        }
        XCTAssertNil(messages[1].components)
        XCTAssertEqual(messages[1].mentions.count, 1)
    }

    func testAPatchSendsOnlyWhatWasSetAndNullForWhatIsCleared() async throws {
        server = try await .start { _ in
            .json(#"{"id": "1", "type": 0, "flags": 0, "guild_id": "9", "name": "renamed", "position": 0}"#)
        }
        var update = GuildChannelUpdate(name: "renamed")
        update.topic = .null
        update.position = .value(0)
        _ = try await networker().send(UpdateChannelRequest(channelId: "1", guildChannelUpdate: update))
        let only = await server.onlyRequest
        let body = try XCTUnwrap(only?.body)
        let sent = try XCTUnwrap(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        XCTAssertEqual(Set(sent.keys), ["name", "topic", "position"], "nsfw and parent_id are left out")
        XCTAssertTrue(sent["topic"] is NSNull)
        XCTAssertEqual(sent["position"] as? Int, 0)
    }
}
