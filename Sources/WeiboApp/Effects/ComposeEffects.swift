import WeiboCore
import WeiboStore

/// Runs the editor's effects: drafts, publishing and queueing, attached
/// files, the `@` list.
@MainActor
struct ComposeEffects: FeatureEffects {
    let store: any AppStore
    let terminal: any AppTerminal

    func run(_ effect: ComposeEffect) throws -> [Action] {
        switch effect {
        case .saveDraft(let draft):
            let id = try store.saveDraft(draft.stored)
            try store.setOpenDraft(id)
            return [.compose(.draftSaved(id: id))]
        case .keepOpenDraft(let draft):
            try store.setOpenDraft(try store.saveDraft(draft.stored))
            return []
        case .deleteDraft(let id):
            try store.deleteDraft(id: id)
            return []
        case .publish(let draft):
            let post = try store.publish(draft.stored)
            if case .comment = draft.mode { return [.compose(.published(nil))] }
            return [.compose(.published(post))]
        case .queue(let draft):
            let item = try store.queue(draft.stored, replyTo: draft.replyTo)
            return [.compose(.queued(outboxID: item.id))]
        case .checkSent(let pending, let failure):
            return [.compose(.sendSettled(pending, item: try store.outboxItem(id: pending.outboxID), failure: failure))]
        case .checkMediaPath(let path):
            let problem = MediaFile.problem(with: path)
            return [.compose(.mediaChecked(path: path, problem: problem, video: problem == nil && FileBytes.mediaType(at: path)?.isVideo == true))]
        case .listDirectory(let text):
            return [.compose(.pathEntries(text: text, entries: MediaFile.entries(for: text)))]
        case .editorClosed:
            try store.setOpenDraft(nil)
            return []
        case .loadMentionCandidates:
            return [.compose(.mentionCandidatesLoaded(users: try store.users(), pinyin: PinyinTableLoader.shared))]
        case .editExternally(let text):
            switch ExternalEditor.edit(text, terminal: terminal) {
            case .success(let edited): return [.compose(.editedExternally(edited))]
            case .failure(let why): return [.compose(.externalEditFailed(why.message))]
            }
        }
    }

    func failure(of effect: ComposeEffect) -> String {
        switch effect {
        case .publish, .queue: return tr("发布失败", "Could not publish")
        case .saveDraft, .keepOpenDraft: return tr("草稿保存失败", "Could not save the draft")
        case .deleteDraft: return tr("无法删除草稿", "Could not delete the draft")
        case .editorClosed: return tr("无法保存设置", "Could not save the setting")
        case .loadMentionCandidates: return tr("无法读取用户", "Could not read the users")
        case .checkMediaPath, .checkSent, .listDirectory: return tr("出错了", "Something went wrong")
        case .editExternally: return tr("外部编辑器出错", "The external editor failed")
        }
    }

    /// The editor keeps its text: a failed publish or save says why in it.
    func refused(_ effect: ComposeEffect, _ message: String) -> [Action] {
        switch effect {
        case .publish, .queue: return [.compose(.publishFailed(message))]
        case .saveDraft(let draft), .keepOpenDraft(let draft): return [.compose(.draftSaveFailed(draft, why: message))]
        case .deleteDraft, .checkMediaPath, .editorClosed, .loadMentionCandidates, .checkSent, .listDirectory: return [.app(.notify(message))]
        case .editExternally: return [.compose(.externalEditFailed(message))]
        }
    }
}
