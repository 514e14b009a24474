"""Issue 30: 私信 on a web session, the first list built on the sync engine,
against the fake m.weibo.cn (Tests/fakeapi/web.py): the conversations from
message/msglist, a chat read from api/chat/list when it is opened, a
message sent through the outbox with api/chat/send, exactly once, offline
and back; `messages` and `messages --json` print the conversations.
"""

import json

from conftest import BIN, fake_api_control as control, network_marks, poll
from test_web_session import cli, hosts, signed_in, web  # noqa: F401  (the fixture)

pytestmark = network_marks(BIN)
CAT = 6002000001


def test_messages_lists_the_conversations_with_their_unread(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    cli(data, web, "sync")
    listed = json.loads(cli(data, web, "messages", "--json").stdout)
    assert [c["user"] for c in listed] == ["晴天小猫", "山间小路"], listed
    assert listed[0]["last_message"] == "周末一起去看<星空>吗" and listed[0]["unread"] == 1 and not listed[0]["last_from_me"]
    assert listed[1]["last_from_me"] and listed[1]["unread"] == 0
    text = cli(data, web, "messages").stdout
    assert "晴天小猫 (1 unread)" in text and "Me: 好的，明天见" in text, text
    assert json.loads(cli(data, web, "unread", "--json").stdout)["messages"] == 1
    # Opening the chat reads it, here and on Weibo.
    assert cli(data, web, "sync", "--chat", str(CAT)).stdout == "2 new messages\n"
    assert control(web, "/_state")["unread"]["dm"] == 0
    cli(data, web, "sync")
    assert cli(data, web, "sync", "--chat", str(CAT)).stdout == "0 new messages\n", "nothing twice"


def open_chat(term, web):
    signed_in(term.data_dir, web)
    env = " ".join(f"{k}={v}" for k, v in hosts(web).items())
    term.launch("", env=env)
    term.wait_for_tab_bar()
    poll(lambda: "第 44 条微博" in term.capture_text(), timeout=20, what="首页 synced")
    term.send_keys("2")
    term.wait_for("私信", "晴天小猫", timeout=10)
    assert "不可用" not in term.capture_text()
    # The newest conversation is the row after the four fixed ones.
    term.send_keys("j", "j", "j", "j", "Enter")
    term.wait_for("在吗？", "在的", timeout=10)


def test_a_chat_reads_and_a_message_goes_once(term, web):  # noqa: F811
    open_chat(term, web)
    term.send_text("好呀，几点？")
    term.send_keys("Enter")
    poll(lambda: control(web, "/_state")["arrived"]["message"].get("好呀，几点？") == 1, timeout=20, what="sent once")
    term.wait_for("好呀，几点？", gone=["发送中…"], timeout=10)
    term.send_keys("Escape")  # out of the chat's input field, where q is a letter
    term.wait_for("私信", gone=["发私信"])
    term.quit()
    assert control(web, "/_state")["arrived"]["message"] == {"好呀，几点？": 1}


def test_offline_a_message_waits_as_sending_and_goes_once_when_back(term, web):  # noqa: F811
    open_chat(term, web)
    control(web, "/_fault", {"mode": "reset", "path": "chat/send"})
    term.send_text("离线时写的私信")
    term.send_keys("Enter")
    # A reset after the request left: it may have arrived, and says so.
    term.wait_for("离线时写的私信", "可能已发出，核对后才会重发", timeout=10)
    assert control(web, "/_state")["arrived"]["message"] == {}
    control(web, "/_fault", {"mode": "none"})
    term.send_keys("Escape", "1", "r")  # back, 首页, refresh: the sync sends what waits
    poll(lambda: control(web, "/_state")["arrived"]["message"].get("离线时写的私信") == 1, timeout=20, what="sent once")
    term.quit()
    assert control(web, "/_state")["arrived"]["message"] == {"离线时写的私信": 1}
