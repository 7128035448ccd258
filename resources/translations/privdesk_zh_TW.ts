<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>AnalyzePage</name>
    <message>
        <source>Check the table as opened</source>
        <translation>檢查開啟的資料表</translation>
    </message>
    <message>
        <source>Add the original table…</source>
        <translation>新增原始表…</translation>
    </message>
    <message>
        <source>With the table the release was made from (same rows, same order), the audit also measures the privacy level, entropy change and information loss.</source>
        <translation>如果提供釋出資料所依據的原始表（行相同、順序相同），審計還會計算隱私水平、熵變化和資訊損失。</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>資料</translation>
    </message>
    <message>
        <source>Measures</source>
        <translation>度量</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>候選方案</translation>
    </message>
    <message>
        <source>No classes to show.</source>
        <translation>沒有可顯示的等價類。</translation>
    </message>
    <message>
        <source>No risk figures to show.</source>
        <translation>沒有可顯示的風險資料。</translation>
    </message>
    <message>
        <source>The privacy level needs the original table (not available in an audit).</source>
        <translation>隱私水平需要原始表（審計時不可用）。</translation>
    </message>
    <message>
        <source>Choose an attribute.</source>
        <translation>請選擇一個屬性。</translation>
    </message>
    <message>
        <source>Choose a parameter and a range, then Run sweep: every value is anonymized and measured, and the privacy level is drawn against it.</source>
        <translation>選擇一個引數和取值範圍，然後點選“執行引數掃描”：每個取值都會進行匿名化和度量，並繪製出隱私水平隨其變化的圖表。</translation>
    </message>
    <message>
        <source>Class sizes</source>
        <translation>等價類大小</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>風險</translation>
    </message>
    <message>
        <source>Privacy level</source>
        <translation>隱私水平</translation>
    </message>
    <message>
        <source>Before / after</source>
        <translation>前後對比</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>引數掃描</translation>
    </message>
    <message>
        <source>Usefulness</source>
        <translation>可用性</translation>
    </message>
    <message>
        <source>Open a table first (step 1), then run the anonymization (step 4).</source>
        <translation>請先開啟資料表（第 1 步），然後執行匿名化（第 4 步）。</translation>
    </message>
    <message>
        <source>Audit mode: the table as opened is the release. Mark its quasi-identifiers and sensitive attributes (step 2) and the privacy models it should meet (step 3), then check it here.</source>
        <translation>審計模式：開啟的資料表即為釋出資料。請標記其準識別符號和敏感屬性（第 2 步）以及它應滿足的隱私模型（第 3 步），然後在此處進行檢查。</translation>
    </message>
    <message>
        <source>Run the anonymization first (step 4).</source>
        <translation>請先執行匿名化（第 4 步）。</translation>
    </message>
    <message>
        <source>Original: {file} (choose another…)</source>
        <translation>原始表：{file}（選擇其他…）</translation>
    </message>
    <message>
        <source>Entropy change EC (utility kept)</source>
        <translation>熵變化 EC（保留的效用）</translation>
    </message>
    <message>
        <source>The values before and after need the original table (not available in an audit).</source>
        <translation>前後的值需要原始表（審計時不可用）。</translation>
    </message>
    <message>
        <source>Attack test</source>
        <translation>攻擊測試</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>無資料</translation>
    </message>
    <message>
        <source>Equivalence class sizes</source>
        <translation>等價類大小</translation>
    </message>
    <message>
        <source>Class size (records)</source>
        <translation>等價類大小（記錄數）</translation>
    </message>
    <message>
        <source>Number of classes</source>
        <translation>等價類數量</translation>
    </message>
    <message>
        <source>Required k = {k}</source>
        <translation>要求的 k = {k}</translation>
    </message>
    <message>
        <source>Classes smaller than k: {count:,}</source>
        <translation>小於 k 的等價類：{count:,}</translation>
    </message>
    <message>
        <source>{classes:,} classes, smallest {smallest:,}, largest {largest:,}</source>
        <translation>{classes:,} 個等價類，最小 {smallest:,}，最大 {largest:,}</translation>
    </message>
    <message>
        <source>Suppressed records: {suppressed:,} (not in any class)</source>
        <translation>被抑制的記錄：{suppressed:,}（不屬於任何等價類）</translation>
    </message>
    <message>
        <source>Re-identification risk per record</source>
        <translation>每條記錄的重識別風險</translation>
    </message>
    <message>
        <source>Re-identification risk (1 / class size)</source>
        <translation>重識別風險（1 / 等價類大小）</translation>
    </message>
    <message>
        <source>Share of records</source>
        <translation>記錄佔比</translation>
    </message>
    <message>
        <source>Threshold {threshold:g}</source>
        <translation>閾值 {threshold:g}</translation>
    </message>
    <message>
        <source>Records at risk: {share:.1%} ({count:,})</source>
        <translation>高風險記錄：{share:.1%}（{count:,}）</translation>
    </message>
    <message>
        <source>Records within the threshold</source>
        <translation>未超過閾值的記錄</translation>
    </message>
    <message>
        <source>{records:,} records, highest risk {maximum:.3g}</source>
        <translation>{records:,} 條記錄，最高風險 {maximum:.3g}</translation>
    </message>
    <message>
        <source>Privacy level per attribute</source>
        <translation>各屬性的隱私水平</translation>
    </message>
    <message>
        <source>Privacy level PL (0 = protected, 1 = exposed)</source>
        <translation>隱私水平 PL（0 = 受保護，1 = 暴露）</translation>
    </message>
    <message>
        <source>Overall PL = {pl:.3f}</source>
        <translation>總體 PL = {pl:.3f}</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不適用</translation>
    </message>
    <message>
        <source>Values of {attribute} before and after</source>
        <translation>{attribute} 在匿名化前後的值</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>記錄數</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>原始</translation>
    </message>
    <message>
        <source>Released</source>
        <translation>已釋出</translation>
    </message>
    <message>
        <source>Other ({count:,} values)</source>
        <translation>其他（{count:,} 個值）</translation>
    </message>
    <message>
        <source>Most released records hold values outside the top {top}</source>
        <translation>大多數已釋出記錄的值不在前 {top} 個值之內</translation>
    </message>
    <message>
        <source>Privacy level across the sweep of {parameter}</source>
        <translation>{parameter} 引數掃描中的隱私水平</translation>
    </message>
    <message>
        <source>PL against {parameter}</source>
        <translation>PL 隨 {parameter} 的變化</translation>
    </message>
    <message>
        <source>PL against EC</source>
        <translation>PL 與 EC 的關係</translation>
    </message>
    <message>
        <source>PL (overall)</source>
        <translation>PL（總體）</translation>
    </message>
    <message>
        <source>No release for {parameter} = {values}</source>
        <translation>{parameter} = {values} 時沒有生成釋出資料</translation>
    </message>
    <message>
        <source>parameter</source>
        <translation>引數</translation>
    </message>
    <message>
        <source>Anonymizing with levels {levels}…</source>
        <translation>正在按層級 {levels} 進行匿名化…</translation>
    </message>
    <message>
        <source>Now in use: levels {levels}.</source>
        <translation>當前使用：層級 {levels}。</translation>
    </message>
    <message>
        <source>Sweeping {parameter} over {count} values…</source>
        <translation>正在對 {parameter} 的 {count} 個取值進行引數掃描…</translation>
    </message>
    <message>
        <source>{done} of {count} values gave a release.</source>
        <translation>{count} 個取值中有 {done} 個生成了釋出資料。</translation>
    </message>
    <message>
        <source>Audit mode: mark the release&apos;s quasi-identifiers first (step 2).</source>
        <translation>審計模式：請先標記釋出資料的準識別符號（第 2 步）。</translation>
    </message>
    <message>
        <source>Checking the table as opened…</source>
        <translation>正在檢查開啟的資料表…</translation>
    </message>
    <message>
        <source>No release meets the models: {reason}</source>
        <translation>沒有滿足模型的釋出結果：{reason}</translation>
    </message>
    <message>
        <source>Check the settings: {reason}</source>
        <translation>請檢查設定：{reason}</translation>
    </message>
    <message>
        <source>Stopped: {reason}</source>
        <translation>已停止：{reason}</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>The running job goes on.</source>
        <translation>正在執行的任務繼續執行。</translation>
    </message>
</context>
<context>
    <name>AnonymizePage</name>
    <message>
        <source>Anonymize now (F5)</source>
        <translation>立即匿名化（F5）</translation>
    </message>
    <message>
        <source>Stop and keep the best so far</source>
        <translation>停止並保留目前的最佳結果</translation>
    </message>
    <message>
        <source>Cancelled: nothing was changed.</source>
        <translation>已取消：沒有更改任何內容。</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜尋…</translation>
    </message>
    <message>
        <source>Best score so far: {score:.4f} ({nodes:,} candidates, {seconds:.1f} s)</source>
        <translation>目前最佳得分：{score:.4f}（{nodes:,} 個候選，{seconds:.1f} 秒）</translation>
    </message>
    <message>
        <source>Before a run:</source>
        <translation>執行之前：</translation>
    </message>
    <message>
        <source>Ready: {algorithm} on {rows} rows with {models}; suppression limit {suppression}. The window stays usable while it runs; Cancel stops it without changing anything.</source>
        <translation>就緒：將對 {rows} 行使用 {algorithm}，隱私模型為 {models}；抑制上限 {suppression}。執行期間視窗仍可使用；點選“取消”可停止執行，且不會更改任何內容。</translation>
    </message>
    <message>
        <source>No release yet.</source>
        <translation>尚無釋出資料。</translation>
    </message>
    <message>
        <source>Audit of the table as opened (nothing is anonymized): {classes} groups, {suppressed} rows fully suppressed.</source>
        <translation>審計開啟的資料表（未進行匿名化）：{classes} 個相似記錄組，{suppressed} 行被完全抑制。</translation>
    </message>
    <message>
        <source>Released with {algorithm}: {classes} groups, {suppressed} rows suppressed, {seconds:.2f} s.</source>
        <translation>已使用 {algorithm} 釋出：{classes} 個相似記錄組，{suppressed} 行被抑制，耗時 {seconds:.2f} 秒。</translation>
    </message>
    <message>
        <source>Generalization levels: </source>
        <translation>泛化層級：</translation>
    </message>
    <message>
        <source>Next: step 5 (Analyze), step 6 (Context) and step 7 (Report).</source>
        <translation>下一步：第 5 步（分析）、第 6 步（背景）和第 7 步（報告）。</translation>
    </message>
    <message>
        <source>Free text {column}: {spans} spans replaced in {cells} cells ({kinds}).</source>
        <translation>自由文字 {column}：在 {cells} 個單元格中替換了 {spans} 處（{kinds}）。</translation>
    </message>
    <message>
        <source>Released unchanged: {columns}</source>
        <translation>原樣釋出：{columns}</translation>
    </message>
</context>
<context>
    <name>AttackTab</name>
    <message>
        <source>The attack test needs the original table, row for row with the release.</source>
        <translation>攻擊測試需要與釋出資料逐行對應的原始表。</translation>
    </message>
    <message>
        <source>{attacks:,} attacks of each kind, seed {seed}; the baseline attacker guesses without the release.</source>
        <translation>每種攻擊 {attacks:,} 次，種子 {seed}；基線攻擊者不藉助釋出資料進行猜測。</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>無資料</translation>
    </message>
</context>
<context>
    <name>AttributesPage</name>
    <message>
        <source>aggregate: mean</source>
        <translation>聚合：均值</translation>
    </message>
    <message>
        <source>aggregate: geometric mean</source>
        <translation>聚合：幾何平均數</translation>
    </message>
    <message>
        <source>aggregate: median</source>
        <translation>聚合：中位數</translation>
    </message>
    <message>
        <source>aggregate: mode</source>
        <translation>聚合：眾數</translation>
    </message>
    <message>
        <source>aggregate: interval</source>
        <translation>聚合：區間</translation>
    </message>
    <message>
        <source>aggregate: set</source>
        <translation>聚合：集合</translation>
    </message>
    <message>
        <source>Give every column a role. Identifiers are removed from the release; quasi-identifiers are generalized along their hierarchy; sensitive attributes are protected by the privacy models (their level tables serve the α models); insensitive columns are released as they are.</source>
        <translation>請為每一列指定一個角色。識別符號會從釋出資料中刪除；準識別符號會沿其泛化層次進行泛化；敏感屬性由隱私模型保護（其敏感等級表用於 α 類模型）；非敏感列按原樣釋出。</translation>
    </message>
    <message>
        <source>Undo all suggestions</source>
        <translation>撤銷全部建議</translation>
    </message>
    <message>
        <source>Suggest again</source>
        <translation>重新建議</translation>
    </message>
    <message>
        <source>Suggest every column&apos;s role again from its name and values; quasi-identifiers without a hierarchy get a generated one</source>
        <translation>根據列名和值重新為每一列建議角色；沒有層次結構的準識別符號會得到一個自動生成的層次結構</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Distinct</source>
        <translation>不同值</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>型別</translation>
    </message>
    <message>
        <source>Hierarchy / level table</source>
        <translation>泛化層次 / 敏感等級表</translation>
    </message>
    <message>
        <source>No table yet: open one in step 1, Data.</source>
        <translation>尚無資料表：請在第 1 步“資料”中開啟一個資料表。</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Role of {column}</source>
        <translation>{column} 的角色</translation>
    </message>
    <message>
        <source>Type of {column}</source>
        <translation>{column} 的型別</translation>
    </message>
    <message>
        <source>generalize</source>
        <translation>泛化</translation>
    </message>
    <message>
        <source>Generalize or aggregate {column}</source>
        <translation>泛化或聚合 {column}</translation>
    </message>
    <message>
        <source>Generalize {column} along its hierarchy, or show each class&apos;s aggregate of it (ARX&apos;s microaggregation)</source>
        <translation>沿泛化層次泛化 {column}，或顯示每個等價類中它的聚合值（ARX 的微聚合）</translation>
    </message>
    <message>
        <source>Roles were suggested from the column names and values: {identifiers} identifier(s), {qis} quasi-identifier(s), {sensitive} sensitive. Check them: hover over a role for the reason.</source>
        <translation>已根據列名和值建議了角色：{identifiers} 個識別符號、{qis} 個準識別符號、{sensitive} 個敏感屬性。請檢查：將滑鼠懸停在角色上可檢視理由。</translation>
    </message>
    <message>
        <source>Suggested: {role} ({confidence} confident). {reason}</source>
        <translation>建議：{role}（置信度 {confidence}）。{reason}</translation>
    </message>
    <message>
        <source>{column}: {distinct} distinct values, {missing} missing cells, {failing} not {kind}</source>
        <translation>{column}：{distinct} 個不同值，{missing} 個缺失單元格，{failing} 個不是{kind}</translation>
    </message>
    <message>
        <source>Hierarchy…</source>
        <translation>泛化層次…</translation>
    </message>
    <message>
        <source>Build, import or edit the hierarchy of {column}</source>
        <translation>構建、匯入或編輯 {column} 的泛化層次</translation>
    </message>
    <message>
        <source>Levels…</source>
        <translation>敏感等級…</translation>
    </message>
    <message>
        <source>Edit the sensitivity levels of {column}</source>
        <translation>編輯 {column} 的敏感等級</translation>
    </message>
    <message>
        <source>Preview…</source>
        <translation>預覽…</translation>
    </message>
    <message>
        <source>See the first cells of {column} as the release will hold them</source>
        <translation>檢視 {column} 的前幾個單元格在釋出資料中的樣子</translation>
    </message>
    <message>
        <source>aggregated in each class</source>
        <translation>在每個等價類中聚合</translation>
    </message>
    <message>
        <source>Each class shows the {function} of {column}; no hierarchy is needed.</source>
        <translation>每個等價類顯示 {column} 的{function}；不需要泛化層次。</translation>
    </message>
    <message>
        <source>no hierarchy</source>
        <translation>無泛化層次</translation>
    </message>
    <message>
        <source>The optimal search needs a hierarchy: click Hierarchy…</source>
        <translation>最優搜尋需要泛化層次：請點選“泛化層次…”</translation>
    </message>
    <message>
        <source>lacks {count}: {values}</source>
        <translation>缺少 {count} 個：{values}</translation>
    </message>
    <message>
        <source>The hierarchy has no row for {values}</source>
        <translation>泛化層次中沒有 {values} 對應的行</translation>
    </message>
    <message>
        <source>explicit table</source>
        <translation>顯式表</translation>
    </message>
    <message>
        <source>✓ complete · {levels} levels</source>
        <translation>✓ 完整 · {levels} 個層級</translation>
    </message>
    <message>
        <source>Covers every value ({how}).</source>
        <translation>涵蓋所有值（{how}）。</translation>
    </message>
    <message>
        <source>no level table</source>
        <translation>無敏感等級表</translation>
    </message>
    <message>
        <source>Only the α models need sensitivity levels: click Levels…</source>
        <translation>只有 α 模型需要敏感等級：請點選“等級…”。</translation>
    </message>
    <message>
        <source>lacks values</source>
        <translation>缺少值</translation>
    </message>
    <message>
        <source>Every value has a sensitivity level.</source>
        <translation>每個值都有敏感等級。</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Identifiers are removed from the release.</source>
        <translation>識別符號會從釋出資料中移除。</translation>
    </message>
    <message>
        <source>redacted</source>
        <translation>已脫敏</translation>
    </message>
    <message>
        <source>Names, ID and phone numbers, addresses and dates inside its cells are replaced by their kind ([姓名], [手机号], [NAME] …) before release; the rest of each sentence is kept. Click Preview…</source>
        <translation>釋出前，其單元格中的姓名、證件號和電話號碼、地址和日期替換為其類別（[姓名]、[手機號]、[NAME] …）；句子的其餘部分保留。點選“預覽…”</translation>
    </message>
    <message>
        <source>kept as is</source>
        <translation>保持原樣</translation>
    </message>
    <message>
        <source>Insensitive columns are released unchanged.</source>
        <translation>非敏感列按原樣釋出。</translation>
    </message>
    <message>
        <source>Cannot read {column} as {kind}: {reason}</source>
        <translation>無法將 {column} 讀取為{kind}：{reason}</translation>
    </message>
</context>
<context>
    <name>BuilderForms</name>
    <message>
        <source>Width</source>
        <translation>寬度</translation>
    </message>
    <message>
        <source>Fanouts</source>
        <translation>扇出</translation>
    </message>
    <message>
        <source>e.g. 2, 5 (empty: doubling)</source>
        <translation>例如 2, 5（留空：逐級翻倍）</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起點</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Bottom coding below</source>
        <translation>底端編碼：低於</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Top coding from</source>
        <translation>頂端編碼：從</translation>
    </message>
    <message>
        <source>Level 1 cuts the numbers into half-open intervals [a, b[ of the given width, starting at Start. Each further level joins as many intervals as its fanout says; without fanouts they double until one is left. Values below the bottom or from the top coding limit on are labelled &lt;bottom and &gt;=top.</source>
        <translation>層級 1 將數字切分為給定寬度的半開區間 [a, b[，從“起點”開始。之後每個層級按其扇出值合併相應數量的區間；未設定扇出時則兩兩合併，直到只剩一個區間。低於底端編碼界限或達到頂端編碼界限的值分別標記為 &lt;bottom 和 &gt;=top。</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>字元</translation>
    </message>
    <message>
        <source>Mask from</source>
        <translation>掩碼起始於</translation>
    </message>
    <message>
        <source>the right end</source>
        <translation>右端</translation>
    </message>
    <message>
        <source>the left end</source>
        <translation>左端</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>對齊方式</translation>
    </message>
    <message>
        <source>right (like numbers)</source>
        <translation>右對齊（如數字）</translation>
    </message>
    <message>
        <source>left (like text)</source>
        <translation>左對齊（如文字）</translation>
    </message>
    <message>
        <source>Pad with</source>
        <translation>填充字元</translation>
    </message>
    <message>
        <source>no padding</source>
        <translation>不填充</translation>
    </message>
    <message>
        <source>Each level hides one more character, e.g. 47677 → 4767* → 476** → … → *****. Values of unequal length are aligned at one end; with a padding character they are first filled up to equal length.</source>
        <translation>每個層級多隱藏一個字元，例如 47677 → 4767* → 476** → … → *****。長度不同的值在一端對齊；若設定了填充字元，會先將它們補齊到相同長度。</translation>
    </message>
    <message>
        <source>Group sizes</source>
        <translation>分組大小</translation>
    </message>
    <message>
        <source>e.g. 2, 2</source>
        <translation>例如 2, 2</translation>
    </message>
    <message>
        <source>Separator</source>
        <translation>分隔符</translation>
    </message>
    <message>
        <source>Values in their column order form groups of the first size (level 1); groups of the next size of those form level 2, and so on. A group is labelled first-last.</source>
        <translation>按值在列中的順序，先按第一個大小分組（層級 1）；再將這些組按下一個大小合併，形成層級 2，依此類推。每個組的標籤為“首個值-最後一個值”。</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>day</source>
        <translation>日</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>quarter</source>
        <translation>季度</translation>
    </message>
    <message>
        <source>year</source>
        <translation>年</translation>
    </message>
    <message>
        <source>decade</source>
        <translation>十年</translation>
    </message>
    <message>
        <source>century</source>
        <translation>世紀</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>層級</translation>
    </message>
    <message>
        <source>Dates read with the format (strptime codes such as %Y-%m-%d) are generalized to the ticked levels, from fine to coarse, e.g. 2020-03-14 → 2020-03 → 2020 → 2020-2029 → *.</source>
        <translation>按該格式（strptime 程式碼，如 %Y-%m-%d）讀取的日期會泛化到所勾選的層級，由細到粗，例如 2020-03-14 → 2020-03 → 2020 → 2020-2029 → *。</translation>
    </message>
    <message>
        <source>The hierarchy is an explicit table: imported, typed in or edited by hand. Choose a builder above to replace it with a built one.</source>
        <translation>該泛化層次是一張顯式表：透過匯入、輸入或手動編輯得到。在上方選擇一個構建器，即可用自動構建的泛化層次替換它。</translation>
    </message>
</context>
<context>
    <name>ContextForm</name>
    <message>
        <source>(not given)</source>
        <translation>（未填寫）</translation>
    </message>
    <message>
        <source>the agreement&apos;s name or number (optional)</source>
        <translation>協議名稱或編號（選填）</translation>
    </message>
    <message>
        <source>details (optional)</source>
        <translation>詳情（選填）</translation>
    </message>
    <message>
        <source>one per line, e.g. voter lists (birth date, ZIP code, sex)</source>
        <translation>每行一項，例如選民名冊（出生日期、郵遞區號、性別）</translation>
    </message>
    <message>
        <source>(not chosen)</source>
        <translation>（未選擇）</translation>
    </message>
    <message>
        <source>{value:g} for a {model} release ({key})</source>
        <translation>{value:g}，適用於{model}釋出（{key}）</translation>
    </message>
    <message>
        <source>(as the run assesses it)</source>
        <translation>（依執行評估的取值）</translation>
    </message>
    <message>
        <source>China only: the grade you assessed under GB/T 42460-2023 and why (PrivDesk does not derive it)</source>
        <translation>僅限中國：您按 GB/T 42460-2023 評估的等級及理由（PrivDesk 不推定等級）</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>年年年年-月月-日日</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今天</translation>
    </message>
</context>
<context>
    <name>ContextPage</name>
    <message>
        <source>Who receives the release, why, in which environment and against which risk threshold, on whose word: what a regulator asks first. It opens every report made from this project (the sheet Context and justification) and is saved with the project. Fields marked * are expected for the release model chosen.</source>
        <translation>誰接收釋出的資料、用途為何、在何種環境中使用、依據哪個風險閾值、由誰負責：這是監管機關首先要問的。這些內容位於本專案產生的每份報告的開頭（「背景與理由」工作表），並隨專案一起儲存。標有 * 的欄位是所選釋出模式要求填寫的。</translation>
    </message>
    <message>
        <source>Propose defaults for this release model</source>
        <translation>依此釋出模式建議預設值</translation>
    </message>
    <message>
        <source>Proposes what the release model suggests: a reference value published for it and its threshold, the setting of a public release, the review date of a non-public one. What you entered is kept, except a reference value published for the other release model.</source>
        <translation>填入該釋出模式建議的內容：為其公布的參考值及相應閾值、公開釋出的環境設定、非公開釋出的複審日期。已填寫的內容保持不變，但為另一種釋出模式公布的參考值會被替換。</translation>
    </message>
    <message>
        <source>Recipient and purpose</source>
        <translation>接收方與用途</translation>
    </message>
    <message>
        <source>Data environment</source>
        <translation>資料環境</translation>
    </message>
    <message>
        <source>Release model and risk threshold</source>
        <translation>釋出模式與風險閾值</translation>
    </message>
    <message>
        <source>Statement of the person responsible</source>
        <translation>負責人聲明</translation>
    </message>
    <message>
        <source>Expected for a {model} release</source>
        <translation>{model}釋出要求填寫</translation>
    </message>
    <message>
        <source>Open a table or a project first.</source>
        <translation>請先開啟一個表格或專案。</translation>
    </message>
    <message>
        <source>Still missing for a {model} release: {fields}.</source>
        <translation>{model}釋出仍缺少：{fields}。</translation>
    </message>
    <message>
        <source>✔ Every field a {model} release requires is given.</source>
        <translation>✔ {model}釋出要求的所有欄位均已填寫。</translation>
    </message>
</context>
<context>
    <name>ContextSummary</name>
    <message>
        <source>No context given: the report starts with its Summary. Answer a regulator&apos;s questions on step 6, Context.</source>
        <translation>未提供背景：報告將從「摘要」開始。請在第 6 步「背景」中回答監管機關的問題。</translation>
    </message>
    <message>
        <source>The report opens with the context of step 6; still missing for a {model} release: {fields}.</source>
        <translation>報告以第 6 步的背景開頭；{model}釋出仍缺少：{fields}。</translation>
    </message>
    <message>
        <source>The report opens with the context of step 6, complete for a {model} release.</source>
        <translation>報告以第 6 步的背景開頭，{model}釋出所需內容已齊全。</translation>
    </message>
</context>
<context>
    <name>DPCountsDialog</name>
    <message>
        <source>Differentially private counts</source>
        <translation>差分隱私計數</translation>
    </message>
    <message>
        <source>Discrete Laplace (ε-DP)</source>
        <translation>離散拉普拉斯（ε-差分隱私）</translation>
    </message>
    <message>
        <source>Discrete Gaussian (zCDP, stated at δ = 1e-5)</source>
        <translation>離散高斯（zCDP，按 δ = 1e-5 表述）</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>Release the counts (spends ε)</source>
        <translation>釋出計數（花費 ε）</translation>
    </message>
    <message>
        <source>Save the release…</source>
        <translation>儲存釋出……</translation>
    </message>
    <message>
        <source>Columns to count</source>
        <translation>要計數的列</translation>
    </message>
    <message>
        <source>ε of this release</source>
        <translation>本次釋出的 ε</translation>
    </message>
    <message>
        <source>Noise</source>
        <translation>噪聲</translation>
    </message>
    <message>
        <source>Also the most frequent value of</source>
        <translation>同時釋出出現最多的值：</translation>
    </message>
    <message>
        <source>Folder for the release</source>
        <translation>釋出檔案所在的資料夾</translation>
    </message>
</context>
<context>
    <name>DPPanel</name>
    <message>
        <source>No differentially private release from this data set yet.</source>
        <translation>這個資料集還沒有差分隱私釋出。</translation>
    </message>
    <message>
        <source>Budget: {spent:.3g} of ε = {total:.3g} spent in {count} release(s); {left:.3g} left.</source>
        <translation>預算：ε = {total:.3g} 中已在 {count} 次釋出中花費 {spent:.3g}；剩餘 {left:.3g}。</translation>
    </message>
    <message>
        <source>Differential privacy (SafePub)</source>
        <translation>差分隱私（SafePub）</translation>
    </message>
    <message>
        <source>Release the table with differential privacy instead of the privacy models</source>
        <translation>用差分隱私釋出資料表，而不是使用隱私模型</translation>
    </message>
    <message>
        <source>Differentially private counts…</source>
        <translation>差分隱私計數……</translation>
    </message>
    <message>
        <source>ε (privacy loss)</source>
        <translation>ε（隱私損失）</translation>
    </message>
    <message>
        <source>δ (chance of failure)</source>
        <translation>δ（失效機率）</translation>
    </message>
    <message>
        <source>Search steps</source>
        <translation>搜尋步數</translation>
    </message>
    <message>
        <source>Search optimises</source>
        <translation>搜尋最佳化</translation>
    </message>
    <message>
        <source>Total budget ε of this data set</source>
        <translation>這個資料集的總預算 ε</translation>
    </message>
</context>
<context>
    <name>DataPage</name>
    <message>
        <source>No table yet. Open one with File → Open table, drop a file here, or try File → Open sample.</source>
        <translation>尚無資料表。請透過“檔案 → 開啟資料表”開啟，或將檔案拖放到此處，也可以試試“檔案 → 開啟示例”。</translation>
    </message>
    <message>
        <source>detect</source>
        <translation>自動檢測</translation>
    </message>
    <message>
        <source>Read again with these options</source>
        <translation>按這些選項重新讀取</translation>
    </message>
    <message>
        <source>How the file is read</source>
        <translation>檔案讀取方式</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>編碼</translation>
    </message>
    <message>
        <source>Delimiter</source>
        <translation>分隔符</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>工作表</translation>
    </message>
    <message>
        <source>Role of {column}</source>
        <translation>{column} 的角色</translation>
    </message>
    <message>
        <source>Type of {column}</source>
        <translation>{column} 的型別</translation>
    </message>
    <message>
        <source>Column headers are coloured by role.</source>
        <translation>列標題按角色著色。</translation>
    </message>
</context>
<context>
    <name>DataTab</name>
    <message>
        <source>Original: {rows} rows, {columns} columns</source>
        <translation>原始表：{rows} 行，{columns} 列</translation>
    </message>
    <message>
        <source>Table as opened (the release): {rows} rows</source>
        <translation>開啟的資料表（即釋出資料）：{rows} 行</translation>
    </message>
    <message>
        <source>Released: {rows} rows, {suppressed} suppressed (every quasi-identifier *)</source>
        <translation>釋出資料：{rows} 行，其中 {suppressed} 行被抑制（所有準識別符號均為 *）</translation>
    </message>
</context>
<context>
    <name>DatasetModel</name>
    <message>
        <source>{name}
{kind}, {missing} missing</source>
        <translation>{name}
{kind}，{missing} 個缺失值</translation>
    </message>
    <message>
        <source>{name}: {role}, {kind}, {distinct} distinct, {missing} missing, {failing} not {kind}</source>
        <translation>{name}：{role}，{kind}，{distinct} 個不同值，{missing} 個缺失值，{failing} 個非{kind}值</translation>
    </message>
</context>
<context>
    <name>DistributionTab</name>
    <message>
        <source>Attribute</source>
        <translation>屬性</translation>
    </message>
</context>
<context>
    <name>FreeTextPreview</name>
    <message>
        <source>Free text: {column}</source>
        <translation>自由文字：{column}</translation>
    </message>
    <message>
        <source>The first cells of {column} that redaction changes: what was found is highlighted with its kind, and below each cell is the text the release holds. Names, ID and phone numbers, addresses, dates and the values of the table&apos;s identifier columns are replaced; the rest of each sentence is kept.</source>
        <translation>{column} 中會被脫敏改動的前幾個單元格：找到的內容以高亮標出其類別，每個單元格下方是釋出資料中的文字。姓名、證件號和電話號碼、地址、日期以及本表識別符號列的值會被替換；句子的其餘部分保留。</translation>
    </message>
    <message>
        <source>Finding names, numbers and addresses…</source>
        <translation>正在查詢姓名、號碼和地址…</translation>
    </message>
    <message>
        <source>Nothing to redact was found in the first rows of {column}.</source>
        <translation>在 {column} 的前幾行中沒有找到需要脫敏的內容。</translation>
    </message>
</context>
<context>
    <name>HierarchyEditor</name>
    <message>
        <source>Hierarchy of &apos;{column}&apos;</source>
        <translation>“{column}”的泛化層次</translation>
    </message>
    <message>
        <source>&lt;b&gt;{column}&lt;/b&gt; — {count} distinct values, {kind}</source>
        <translation>&lt;b&gt;{column}&lt;/b&gt; — {count} 個不同值，{kind}</translation>
    </message>
    <message>
        <source>A hierarchy tells how each value is generalized, one level at a time, up to the most general level. Build it with a builder, or edit any cell of the table by hand.</source>
        <translation>泛化層次說明每個值如何逐層泛化，直到最泛化的層級。可以用構建器生成，也可以手動編輯表格中的任意單元格。</translation>
    </message>
    <message>
        <source>Intervals (numbers)</source>
        <translation>區間（數字）</translation>
    </message>
    <message>
        <source>Masking (characters)</source>
        <translation>掩碼（字元）</translation>
    </message>
    <message>
        <source>Grouping (ordered values)</source>
        <translation>分組（有序值）</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Explicit table (hand-edited)</source>
        <translation>顯式表（手動編輯）</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>構建器</translation>
    </message>
    <message>
        <source>Build with</source>
        <translation>構建方式</translation>
    </message>
    <message>
        <source>Add level</source>
        <translation>新增層級</translation>
    </message>
    <message>
        <source>Insert a level below the most general one, copied from the level below it; then edit its labels.</source>
        <translation>在最泛化的層級之下插入一個層級，內容複製自其下一層級；然後編輯其標籤。</translation>
    </message>
    <message>
        <source>Remove level</source>
        <translation>刪除層級</translation>
    </message>
    <message>
        <source>Remove the level of the selected cell (level 0 stays).</source>
        <translation>刪除所選單元格所在的層級（層級 0 保留）。</translation>
    </message>
    <message>
        <source>Edit by hand</source>
        <translation>手動編輯</translation>
    </message>
    <message>
        <source>Double-click a cell of the table to change a label. The builder&apos;s settings then no longer apply: the table is kept as typed.</source>
        <translation>雙擊表格中的單元格即可修改標籤。此後構建器的設定不再適用：表格按輸入的內容保留。</translation>
    </message>
    <message>
        <source>Import ARX CSV…</source>
        <translation>匯入 ARX CSV…</translation>
    </message>
    <message>
        <source>Export ARX CSV…</source>
        <translation>匯出 ARX CSV…</translation>
    </message>
    <message>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>標籤</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表格</translation>
    </message>
    <message>
        <source>Tree (most general at the root)</source>
        <translation>樹（根部為最泛化的層級）</translation>
    </message>
    <message>
        <source>The {builder} builder cannot build a hierarchy: {reason}</source>
        <translation>“{builder}”構建器無法構建泛化層次：{reason}</translation>
    </message>
    <message>
        <source>{rows} rows, {levels} levels (labels per level: {counts}).</source>
        <translation>{rows} 行，{levels} 個層級（各層級的標籤數：{counts}）。</translation>
    </message>
    <message>
        <source>The hierarchy lacks {count} value(s) of the column: {values}. Those values cannot be generalized.</source>
        <translation>泛化層次缺少該列的 {count} 個值：{values}。這些值無法泛化。</translation>
    </message>
    <message>
        <source>Valid: every value of the column is covered and each level generalizes the level below.</source>
        <translation>有效：該列的每個值都已涵蓋，且每個層級都是對其下一層級的泛化。</translation>
    </message>
    <message>
        <source>Level 0 (value)</source>
        <translation>層級 0（值）</translation>
    </message>
    <message>
        <source>Level {level} (most general)</source>
        <translation>層級 {level}（最泛化）</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>層級 {level}</translation>
    </message>
    <message>
        <source>The table is empty: choose a builder or import a hierarchy.</source>
        <translation>表格為空：請選擇構建器或匯入泛化層次。</translation>
    </message>
    <message>
        <source>Not a valid hierarchy: {reason}</source>
        <translation>不是有效的泛化層次：{reason}</translation>
    </message>
    <message>
        <source>Cannot import the hierarchy: {reason}</source>
        <translation>無法匯入泛化層次：{reason}</translation>
    </message>
    <message>
        <source>ARX hierarchy (*.csv *.txt);;All files (*)</source>
        <translation>ARX 泛化層次 (*.csv *.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>the hierarchy</source>
        <translation>泛化層次</translation>
    </message>
    <message>
        <source>Import a hierarchy</source>
        <translation>匯入泛化層次</translation>
    </message>
    <message>
        <source>Export the hierarchy</source>
        <translation>匯出泛化層次</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Open {file}</source>
        <translation>開啟 {file}</translation>
    </message>
    <message>
        <source>detect</source>
        <translation>自動檢測</translation>
    </message>
    <message>
        <source>Cell values that mean &apos;no value&apos;, separated by commas; &apos;&apos; is the empty cell. Missing values are counted and kept apart from real values.</source>
        <translation>表示“無值”的單元格內容，用逗號分隔；&apos;&apos; 表示空單元格。缺失值會單獨計數，不與真實值混在一起。</translation>
    </message>
    <message>
        <source>Read again with these options</source>
        <translation>按這些選項重新讀取</translation>
    </message>
    <message>
        <source>SELECT … (instead of a table)</source>
        <translation>SELECT …（代替表）</translation>
    </message>
    <message>
        <source>The database table to open; empty: its only table</source>
        <translation>要開啟的資料庫表；留空：唯一的那個表</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>編碼</translation>
    </message>
    <message>
        <source>Delimiter</source>
        <translation>分隔符</translation>
    </message>
    <message>
        <source>Sheet or table</source>
        <translation>工作表或資料表</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查詢</translation>
    </message>
    <message>
        <source>Missing values</source>
        <translation>缺失值</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>正在讀取 {file}…</translation>
    </message>
    <message>
        <source>Database password</source>
        <translation>資料庫密碼</translation>
    </message>
    <message>
        <source>Password for {url} (not saved):</source>
        <translation>{url} 的密碼（不會儲存）：</translation>
    </message>
    <message>
        <source>{note}; choose another in the Sheet box and read again.</source>
        <translation>{note}；可在“工作表或資料表”框中選擇其他工作表後重新讀取。</translation>
    </message>
    <message>
        <source>&lt;b&gt;This file cannot be read with these options.&lt;/b&gt;&lt;br&gt;{message}&lt;br&gt;Change the encoding, delimiter or sheet and read it again.</source>
        <translation>&lt;b&gt;無法使用這些選項讀取此檔案。&lt;/b&gt;&lt;br&gt;{message}&lt;br&gt;請更改編碼、分隔符或工作表後重新讀取。</translation>
    </message>
    <message>
        <source>&lt;br&gt;About {size} of memory to open.</source>
        <translation>&lt;br&gt;開啟約需 {size} 記憶體。</translation>
    </message>
    <message>
        <source>&lt;br&gt;About {size} of memory to open, more than this machine can spare: anonymize it out of core with &lt;code&gt;privdesk anonymize {file} --engine duckdb …&lt;/code&gt;</source>
        <translation>&lt;br&gt;開啟約需 {size} 記憶體，超出本機可用記憶體：請用 &lt;code&gt;privdesk anonymize {file} --engine duckdb …&lt;/code&gt; 在記憶體外匿名化</translation>
    </message>
    <message>
        <source>{kind}, table &apos;{table}&apos;</source>
        <translation>{kind}，表“{table}”</translation>
    </message>
    <message>
        <source>{kind}, value labels shown for {columns}</source>
        <translation>{kind}，{columns} 顯示為值標籤</translation>
    </message>
    <message>
        <source>sheet &apos;{sheet}&apos;</source>
        <translation>工作表“{sheet}”</translation>
    </message>
    <message>
        <source>encoding {encoding}, delimiter &apos;{delimiter}&apos;</source>
        <translation>編碼 {encoding}，分隔符“{delimiter}”</translation>
    </message>
    <message>
        <source>{file}: {rows} rows, {columns} columns ({how}); {missing} missing cells, {failing} values that do not fit their column&apos;s type (shaded red).</source>
        <translation>{file}：{rows} 行，{columns} 列（{how}）；{missing} 個缺失單元格，{failing} 個值與所在列的型別不符（以紅色底紋標出）。</translation>
    </message>
</context>
<context>
    <name>Jobs</name>
    <message>
        <source>Stop the running job?</source>
        <translation>停止正在執行的任務？</translation>
    </message>
    <message>
        <source>A job has been running for {seconds:.0f} s. Stop it and start this one instead?</source>
        <translation>一個任務已執行 {seconds:.0f} 秒。要停止它並改為啟動這個任務嗎？</translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <source>Signing key</source>
        <translation>簽名金鑰</translation>
    </message>
    <message>
        <source>Reports are signed with your secret key; auditors check them with your public key (minisign format). The secret key is stored encrypted with your passphrase, which PrivDesk never saves.</source>
        <translation>報告使用您的私鑰簽名；審計人員使用您的公鑰進行驗證（minisign 格式）。私鑰使用您的口令加密儲存，PrivDesk 從不儲存該口令。</translation>
    </message>
    <message>
        <source>Create a new key pair</source>
        <translation>建立新的金鑰對</translation>
    </message>
    <message>
        <source>e.g. Data Protection Office, Example Hospital</source>
        <translation>例如：資料保護辦公室，示例醫院</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Create key pair</source>
        <translation>建立金鑰對</translation>
    </message>
    <message>
        <source>Owner name</source>
        <translation>所有者名稱</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>口令</translation>
    </message>
    <message>
        <source>Passphrase again</source>
        <translation>再次輸入口令</translation>
    </message>
    <message>
        <source>Save in folder</source>
        <translation>儲存到資料夾</translation>
    </message>
    <message>
        <source>Use an existing secret key</source>
        <translation>使用已有的私鑰</translation>
    </message>
    <message>
        <source>Unlock key</source>
        <translation>解鎖金鑰</translation>
    </message>
    <message>
        <source>Secret key file</source>
        <translation>私鑰檔案</translation>
    </message>
    <message>
        <source>Export public key…</source>
        <translation>匯出公鑰…</translation>
    </message>
    <message>
        <source>Use this key</source>
        <translation>使用此金鑰</translation>
    </message>
    <message>
        <source>Folder for the key pair</source>
        <translation>金鑰對所在的資料夾</translation>
    </message>
    <message>
        <source>Choose a secret key</source>
        <translation>選擇私鑰</translation>
    </message>
    <message>
        <source>Give the key&apos;s owner name (it is shown to whoever verifies).</source>
        <translation>請填寫金鑰所有者名稱（會向驗證者顯示）。</translation>
    </message>
    <message>
        <source>Choose a passphrase: it protects the secret key file.</source>
        <translation>請設定口令：它用於保護私鑰檔案。</translation>
    </message>
    <message>
        <source>The two passphrases differ. Type them again.</source>
        <translation>兩次輸入的口令不一致。請重新輸入。</translation>
    </message>
    <message>
        <source>Creating the key pair (this takes a few seconds)…</source>
        <translation>正在建立金鑰對（需要幾秒鐘）…</translation>
    </message>
    <message>
        <source>Created {secret} and {public}. Give the public key file to whoever verifies your reports; keep the secret key and its passphrase to yourself.</source>
        <translation>已建立 {secret} 和 {public}。請將公鑰檔案交給驗證您報告的人；私鑰及其口令請自己妥善保管。</translation>
    </message>
    <message>
        <source>Choose the secret key file first.</source>
        <translation>請先選擇私鑰檔案。</translation>
    </message>
    <message>
        <source>Unlocking the key (this takes a few seconds)…</source>
        <translation>正在解鎖金鑰（需要幾秒鐘）…</translation>
    </message>
    <message>
        <source>The key is unlocked.</source>
        <translation>金鑰已解鎖。</translation>
    </message>
    <message>
        <source>Export the public key</source>
        <translation>匯出公鑰</translation>
    </message>
    <message>
        <source>Public key written to {path}.</source>
        <translation>公鑰已寫入 {path}。</translation>
    </message>
    <message>
        <source>No key is unlocked yet.</source>
        <translation>尚未解鎖任何金鑰。</translation>
    </message>
    <message>
        <source>Key in use: {owner}, key id {key_id}</source>
        <translation>正在使用的金鑰：{owner}，金鑰 ID {key_id}</translation>
    </message>
    <message>
        <source>(no owner name)</source>
        <translation>（無所有者名稱）</translation>
    </message>
</context>
<context>
    <name>LevelPanel</name>
    <message>
        <source>The most this level&apos;s values may make up of any equivalence class.</source>
        <translation>該等級的值在任一等價類中所佔的最大比例。</translation>
    </message>
    <message>
        <source>Move the selected value up</source>
        <translation>將所選值上移</translation>
    </message>
    <message>
        <source>Move the selected value down</source>
        <translation>將所選值下移</translation>
    </message>
    <message>
        <source>Move to…</source>
        <translation>移至…</translation>
    </message>
    <message>
        <source>Move the selected values to another level</source>
        <translation>將所選值移至其他等級</translation>
    </message>
    <message>
        <source>Remove level</source>
        <translation>刪除層級</translation>
    </message>
    <message>
        <source>Remove this level; its values go to &apos;Without a level&apos;</source>
        <translation>刪除此等級；其中的值將移至“無等級”</translation>
    </message>
    <message>
        <source>α (max share)</source>
        <translation>α（最大佔比）</translation>
    </message>
    <message>
        <source>Drag values from here into a level.</source>
        <translation>將值從此處拖入某個等級。</translation>
    </message>
    <message>
        <source>Without a level</source>
        <translation>無等級</translation>
    </message>
    <message>
        <source>Level 1 — most sensitive</source>
        <translation>等級 1 — 最敏感</translation>
    </message>
    <message>
        <source>Level {level} — least sensitive</source>
        <translation>等級 {level} — 最不敏感</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>層級 {level}</translation>
    </message>
    <message>
        <source>α of level {level}</source>
        <translation>等級 {level} 的 α</translation>
    </message>
    <message>
        <source>(empty: missing values)</source>
        <translation>（空：缺失值）</translation>
    </message>
    <message>
        <source>Not a value of the column</source>
        <translation>不是該列中的值</translation>
    </message>
</context>
<context>
    <name>LevelsEditor</name>
    <message>
        <source>Sensitivity levels of &apos;{column}&apos;</source>
        <translation>“{column}”的敏感等級</translation>
    </message>
    <message>
        <source>&lt;b&gt;{column}&lt;/b&gt; — {count} distinct values</source>
        <translation>&lt;b&gt;{column}&lt;/b&gt; — {count} 個不同值</translation>
    </message>
    <message>
        <source>Put each value into a level: level 1 holds the most sensitive values. α bounds the share that a level&apos;s values may have in any equivalence class. Drag values between levels, or select them and use Move to…; the order inside a level breaks ties.</source>
        <translation>請將每個值放入一個等級：等級 1 存放最敏感的值。α 限定某一等級的值在任一等價類中所佔比例的上限。可在等級之間拖動值，或選中後使用“移至…”；同一等級內的順序用於區分並列情況。</translation>
    </message>
    <message>
        <source>Add level</source>
        <translation>新增層級</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>匯入 CSV…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>匯出 CSV…</translation>
    </message>
    <message>
        <source>{count} value(s) have no level yet: {values}. Move each into a level.</source>
        <translation>有 {count} 個值尚未分配等級：{values}。請將每個值移入一個等級。</translation>
    </message>
    <message>
        <source>Valid: {levels} levels, every value of the column has one.</source>
        <translation>有效：共 {levels} 個等級，該列的每個值都已分配等級。</translation>
    </message>
    <message>
        <source>Cannot import the level table: {reason}</source>
        <translation>無法匯入敏感等級表：{reason}</translation>
    </message>
    <message>
        <source>Sensitivity levels (*.csv *.txt);;All files (*)</source>
        <translation>敏感等級 (*.csv *.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>the level table</source>
        <translation>敏感等級表</translation>
    </message>
    <message>
        <source>Import sensitivity levels</source>
        <translation>匯入敏感等級</translation>
    </message>
    <message>
        <source>Export sensitivity levels</source>
        <translation>匯出敏感等級</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>PrivDesk {version}</source>
        <translation>PrivDesk {version}</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>資料</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>屬性</translation>
    </message>
    <message>
        <source>Privacy</source>
        <translation>隱私</translation>
    </message>
    <message>
        <source>Anonymize</source>
        <translation>匿名化</translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>報告</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>背景</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open table…</source>
        <translation>開啟資料表(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;database table…</source>
        <translation>開啟資料庫表(&amp;D)…</translation>
    </message>
    <message>
        <source>Open &amp;sample</source>
        <translation>開啟示例(&amp;S)</translation>
    </message>
    <message>
        <source>Open &amp;project…</source>
        <translation>開啟專案(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>儲存專案(&amp;S)</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>專案另存為(&amp;A)…</translation>
    </message>
    <message>
        <source>Recover unsaved project…</source>
        <translation>恢復未儲存的專案…</translation>
    </message>
    <message>
        <source>Audit a &amp;release…</source>
        <translation>審計釋出資料(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>開啟最近的檔案(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤銷(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>轉到(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>系統預設</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>幫助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;What the numbers mean</source>
        <translation>數字的含義(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;About PrivDesk</source>
        <translation>關於 PrivDesk(&amp;A)</translation>
    </message>
    <message>
        <source>About PrivDesk</source>
        <translation>關於 PrivDesk</translation>
    </message>
    <message>
        <source>PrivDesk {version}: prepare tabular data for release and prove that it is safe to release. Works offline.</source>
        <translation>PrivDesk {version}：為釋出準備表格資料，並證明其可以安全釋出。可離線使用。</translation>
    </message>
    <message>
        <source>PrivDesk will speak {language} when it starts next time.</source>
        <translation>PrivDesk 下次啟動時將使用{language}。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>What the numbers mean</source>
        <translation>數字的含義</translation>
    </message>
    <message>
        <source>Open a table</source>
        <translation>開啟資料表</translation>
    </message>
    <message>
        <source>Open a database table</source>
        <translation>開啟資料庫表</translation>
    </message>
    <message>
        <source>Database URL, e.g. postgresql://user@host/database, mysql+pymysql://user@host/database or mssql+pyodbc://user@dsn (the password is asked when needed and never saved):</source>
        <translation>資料庫 URL，例如 postgresql://user@host/database、mysql+pymysql://user@host/database 或 mssql+pyodbc://user@dsn（需要時會詢問密碼，且從不儲存）：</translation>
    </message>
    <message>
        <source>Open the released table {file}</source>
        <translation>開啟發布表 {file}</translation>
    </message>
    <message>
        <source>Open a project</source>
        <translation>開啟專案</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>無法開啟檔案</translation>
    </message>
    <message>
        <source>&amp;{number}  {name}</source>
        <translation>&amp;{number}  {name}</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>清空列表</translation>
    </message>
    <message>
        <source>{file} no longer exists; it was removed from the recent files.</source>
        <translation>{file} 已不存在，已將其從最近的檔案中移除。</translation>
    </message>
    <message>
        <source>Cannot open the sample</source>
        <translation>無法開啟示例</translation>
    </message>
    <message>
        <source>Open a released table</source>
        <translation>開啟發布表</translation>
    </message>
    <message>
        <source>Audit a release</source>
        <translation>審計釋出資料</translation>
    </message>
    <message>
        <source>Do you also have the original table this release was made from (same rows, same order)? With it the audit also measures the privacy level, entropy change and information loss.</source>
        <translation>您是否還有生成此釋出資料所用的原始表（行相同、順序相同）？如有，審計還將衡量隱私水平、熵變化和資訊損失。</translation>
    </message>
    <message>
        <source>Open the original table</source>
        <translation>開啟原始表</translation>
    </message>
    <message>
        <source>Open the original table {file}</source>
        <translation>開啟原始表 {file}</translation>
    </message>
    <message>
        <source>Cannot use this original</source>
        <translation>無法使用此原始表</translation>
    </message>
    <message>
        <source>Cannot save the project</source>
        <translation>無法儲存專案</translation>
    </message>
    <message>
        <source>Save the project</source>
        <translation>儲存專案</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未儲存的更改</translation>
    </message>
    <message>
        <source>The project has unsaved changes. Save them first?</source>
        <translation>專案有未儲存的更改。是否先儲存？</translation>
    </message>
    <message>
        <source>Recover unsaved project</source>
        <translation>恢復未儲存的專案</translation>
    </message>
    <message>
        <source>Autosaved projects, newest first:</source>
        <translation>自動儲存的專案（最新的在前）：</translation>
    </message>
    <message>
        <source>Cannot recover the project</source>
        <translation>無法恢復專案</translation>
    </message>
    <message>
        <source>Released: see Analyze and Report.</source>
        <translation>已釋出：請檢視“分析”和“報告”。</translation>
    </message>
    <message>
        <source>Still missing: {what}</source>
        <translation>尚缺：{what}</translation>
    </message>
    <message>
        <source>Ready to anonymize (step 4).</source>
        <translation>可以進行匿名化（第 4 步）。</translation>
    </message>
    <message>
        <source>{seconds:.1f} s</source>
        <translation>{seconds:.1f} 秒</translation>
    </message>
    <message>
        <source>Check the data or the settings</source>
        <translation>請檢查資料或設定</translation>
    </message>
    <message>
        <source>No release meets the privacy models</source>
        <translation>沒有滿足隱私模型的釋出結果</translation>
    </message>
    <message>
        <source>The run stopped</source>
        <translation>執行已停止</translation>
    </message>
    <message>
        <source>Not enough memory</source>
        <translation>記憶體不足</translation>
    </message>
    <message>
        <source>The computer ran out of memory. Close other programs, or use fewer quasi-identifiers or a smaller table.</source>
        <translation>計算機記憶體不足。請關閉其他程式，或減少準識別符號，或使用更小的資料表。</translation>
    </message>
    <message>
        <source>Best so far: score {score:.4f} after {nodes:,} candidates</source>
        <translation>目前最佳：評估 {nodes:,} 個候選後得分 {score:.4f}</translation>
    </message>
</context>
<context>
    <name>MeasuresTab</name>
    <message>
        <source>Attribute</source>
        <translation>屬性</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>層級</translation>
    </message>
    <message>
        <source>PL = DR × IR</source>
        <translation>PL = DR × IR</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Per attribute: DR discrimination rate, IR information retained, PL privacy level (0 = protected, 1 = exposed)</source>
        <translation>按屬性：DR 區分率，IR 資訊保留率，PL 隱私水平（0 = 受保護，1 = 暴露）</translation>
    </message>
    <message>
        <source>The whole release</source>
        <translation>整個釋出資料</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>總體</translation>
    </message>
    <message>
        <source>PL, DR and IR compare the release with its original, which an audit does not have.</source>
        <translation>PL、DR 和 IR 是將釋出資料與其原始表進行比較得出的，而審計時沒有原始表。</translation>
    </message>
    <message>
        <source>Privacy level PL (overall)</source>
        <translation>隱私水平 PL（總體）</translation>
    </message>
    <message>
        <source>Entropy change EC (utility kept)</source>
        <translation>熵變化 EC（保留的效用）</translation>
    </message>
    <message>
        <source>Highest re-identification risk</source>
        <translation>最高重識別風險</translation>
    </message>
    <message>
        <source>Average re-identification risk</source>
        <translation>平均重識別風險</translation>
    </message>
    <message>
        <source>Overall risk (with the environment)</source>
        <translation>總體風險（考慮環境）</translation>
    </message>
    <message>
        <source>Risk threshold</source>
        <translation>風險閾值</translation>
    </message>
    <message>
        <source>Records above the threshold</source>
        <translation>超過閾值的記錄</translation>
    </message>
    <message>
        <source>Equivalence classes</source>
        <translation>等價類</translation>
    </message>
    <message>
        <source>Smallest / largest class</source>
        <translation>最小 / 最大等價類</translation>
    </message>
    <message>
        <source>Suppressed records</source>
        <translation>被抑制的記錄</translation>
    </message>
    <message>
        <source>Information loss (ARX loss, 0 … 1)</source>
        <translation>資訊損失（ARX 損失，0 … 1）</translation>
    </message>
    <message>
        <source>Precision loss</source>
        <translation>精度損失</translation>
    </message>
    <message>
        <source>Weighted hierarchical distance WHD (total)</source>
        <translation>加權層次距離 WHD（總計）</translation>
    </message>
    <message>
        <source>WHD per record</source>
        <translation>每條記錄的 WHD</translation>
    </message>
    <message>
        <source>Discernibility</source>
        <translation>可區分度</translation>
    </message>
    <message>
        <source>Attribute entropy lost (bits)</source>
        <translation>損失的屬性熵（位元）</translation>
    </message>
    <message>
        <source>Search score ({metric})</source>
        <translation>搜尋得分（{metric}）</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>identifier</source>
        <translation>識別符號</translation>
    </message>
    <message>
        <source>quasi-identifier</source>
        <translation>準識別符號</translation>
    </message>
    <message>
        <source>sensitive</source>
        <translation>敏感</translation>
    </message>
    <message>
        <source>insensitive</source>
        <translation>非敏感</translation>
    </message>
    <message>
        <source>Person ID</source>
        <translation>患者標識</translation>
    </message>
    <message>
        <source>Free text</source>
        <translation>自由文字</translation>
    </message>
    <message>
        <source>integer</source>
        <translation>整數</translation>
    </message>
    <message>
        <source>decimal</source>
        <translation>小數</translation>
    </message>
    <message>
        <source>date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>ordered</source>
        <translation>有序</translation>
    </message>
    <message>
        <source>string</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>Tables (*.csv *.txt *.tsv *.xlsx *.xlsm *.xls *.parquet *.feather *.arrow *.sav *.zsav *.dta *.sas7bdat *.xpt *.sqlite *.sqlite3 *.db);;All files (*)</source>
        <translation>表格 (*.csv *.txt *.tsv *.xlsx *.xlsm *.xls *.parquet *.feather *.arrow *.sav *.zsav *.dta *.sas7bdat *.xpt *.sqlite *.sqlite3 *.db);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>PrivDesk projects (*.privdesk)</source>
        <translation>PrivDesk 專案 (*.privdesk)</translation>
    </message>
    <message>
        <source>minisign secret keys (*.key);;All files (*)</source>
        <translation>minisign 私鑰 (*.key);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>minisign public keys (*.pub);;All files (*)</source>
        <translation>minisign 公鑰 (*.pub);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>minisign signatures (*.minisig);;All files (*)</source>
        <translation>minisign 簽名 (*.minisig);;所有檔案 (*)</translation>
    </message>
</context>
<context>
    <name>PopulationRiskView</name>
    <message>
        <source>Run or audit a release to see its risk under the three attacker models.</source>
        <translation>執行或審計一次釋出，即可檢視三種攻擊者模型下的風險。</translation>
    </message>
    <message>
        <source>Prosecutor (knows the person is in this table): highest risk {highest:.4f}; on average {average:.2%} of the records could be re-identified.</source>
        <translation>檢察官（知道此人在本表中）：最高風險 {highest:.4f}；平均 {average:.2%} 的記錄可能被重識別。</translation>
    </message>
    <message>
        <source>Journalist (knows the person is in the population table): highest risk {highest:.4f}; on average {average:.2%} of the records.</source>
        <translation>記者（知道此人在總體表中）：最高風險 {highest:.4f}；平均 {average:.2%} 的記錄。</translation>
    </message>
    <message>
        <source>Journalist (knows the person is in the population): without a population table this equals the prosecutor&apos;s risk, highest {highest:.4f}.</source>
        <translation>記者（知道此人在總體中）：沒有總體表時，它等於檢察官風險，最高 {highest:.4f}。</translation>
    </message>
    <message>
        <source>Marketer (re-identifies as many people as possible): {rate:.2%} of the records on average.</source>
        <translation>營銷者（重識別儘可能多的人）：平均 {rate:.2%} 的記錄。</translation>
    </message>
    <message>
        <source>Sample uniqueness: {share:.2%} of the records are the only one with their values in this table.</source>
        <translation>樣本唯一性：{share:.2%} 的記錄在本表中取值獨一無二。</translation>
    </message>
    <message>
        <source>Population uniqueness ({estimator}): an estimated {share:.4%} of the population of {size:,.0f} people is unique on these quasi-identifiers.</source>
        <translation>總體唯一性（{estimator}）：在 {size:,.0f} 人的總體中，估計有 {share:.4%} 的人在這些準識別符號上唯一。</translation>
    </message>
    <message>
        <source>Population uniqueness: give the sampling fraction or the population size on the Privacy page to estimate how many people are unique in the population.</source>
        <translation>總體唯一性：請在隱私頁面給出抽樣比例或總體人數，以估計總體中有多少人唯一。</translation>
    </message>
    <message>
        <source>k-map: every class matches at least {k:,} people of the population table.</source>
        <translation>k-map：每個等價類至少對應總體表中的 {k:,} 個人。</translation>
    </message>
</context>
<context>
    <name>PresetPanel</name>
    <message>
        <source>Preset</source>
        <translation>預設</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Remove and coarsen the detected identifiers before the search, by a de-identification standard&apos;s rules; the report lists every rule applied.</source>
        <translation>在搜尋之前，按去標識化標準的規則刪除並粗化檢測到的識別符號；報告列出所應用的每一條規則。</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>預設：</translation>
    </message>
    <message>
        <source>No preset: the table goes to the search as it is.</source>
        <translation>無預設：表格原樣進入搜尋。</translation>
    </message>
    <message>
        <source>The preset finds nothing to change in this table.</source>
        <translation>該預設在此表格中沒有需要改動的內容。</translation>
    </message>
    <message>
        <source>Before the search, this preset will:</source>
        <translation>在搜尋之前，該預設將：</translation>
    </message>
    <message>
        <source>• {column}: {reason} ({values} values)</source>
        <translation>• {column}：{reason}（{values} 個值）</translation>
    </message>
</context>
<context>
    <name>PrivacyPage</name>
    <message>
        <source>automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Dankar&apos;s decision rule</source>
        <translation>Dankar 決策規則</translation>
    </message>
    <message>
        <source>Pitman</source>
        <translation>Pitman</translation>
    </message>
    <message>
        <source>Zayatz</source>
        <translation>Zayatz</translation>
    </message>
    <message>
        <source>SNB (Chen &amp; Keller-McNulty)</source>
        <translation>SNB（Chen 與 Keller-McNulty）</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選擇…</translation>
    </message>
    <message>
        <source>The table of the people the data is drawn from (for example a register), with the same quasi-identifier columns; it must contain every released person.</source>
        <translation>資料所來自的人群表（例如登記冊），須包含相同的準識別符號列，幷包含每一位被髮布的人。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Add model</source>
        <translation>新增模型</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>移除所選</translation>
    </message>
    <message>
        <source>Privacy models the release must meet</source>
        <translation>釋出資料必須滿足的隱私模型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>引數</translation>
    </message>
    <message>
        <source>Sensitive attribute</source>
        <translation>敏感屬性</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>變體</translation>
    </message>
    <message>
        <source>δmin (lower bound)</source>
        <translation>δmin（下限）</translation>
    </message>
    <message>
        <source>Population table (δ-presence)</source>
        <translation>總體表（δ-存在性）</translation>
    </message>
    <message>
        <source>Optimal generalization (ARX&apos;s search)</source>
        <translation>最優泛化（ARX 搜尋）</translation>
    </message>
    <message>
        <source>Heuristic generalization (many quasi-identifiers; anytime)</source>
        <translation>啟發式泛化（多個準識別符號；隨時可停）</translation>
    </message>
    <message>
        <source>Mondrian (local recoding)</source>
        <translation>Mondrian（區域性重編碼）</translation>
    </message>
    <message>
        <source>Greedy (αij,k,m) with sensitivity levels</source>
        <translation>貪心 (αij,k,m)，使用敏感等級</translation>
    </message>
    <message>
        <source>Differential privacy (SafePub; settings on the Anonymize page)</source>
        <translation>差分隱私（SafePub；在“匿名化”頁面設定）</translation>
    </message>
    <message>
        <source>Suppressed whole</source>
        <translation>整條抑制</translation>
    </message>
    <message>
        <source>Single cells suppressed (ARX&apos;s mode)</source>
        <translation>只抑制單個單元格（ARX 模式）</translation>
    </message>
    <message>
        <source>Single cells suppressed, gradually</source>
        <translation>只抑制單個單元格（漸進）</translation>
    </message>
    <message>
        <source>How to anonymize</source>
        <translation>匿名化方式</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>演算法</translation>
    </message>
    <message>
        <source>Utility to keep (metric)</source>
        <translation>要保留的效用（指標）</translation>
    </message>
    <message>
        <source>Suppression limit</source>
        <translation>抑制上限</translation>
    </message>
    <message>
        <source>Records over the limit</source>
        <translation>超出上限的記錄</translation>
    </message>
    <message>
        <source>Time limit (the best release so far is kept)</source>
        <translation>時間限制（保留目前的最佳釋出）</translation>
    </message>
    <message>
        <source>Public (anyone may get it)</source>
        <translation>公開（任何人都可獲取）</translation>
    </message>
    <message>
        <source>Semi-public (registered users)</source>
        <translation>半公開（註冊使用者）</translation>
    </message>
    <message>
        <source>Non-public (a known recipient under contract)</source>
        <translation>非公開（簽有合同的已知接收方）</translation>
    </message>
    <message>
        <source>Re-identification risk (GB/T 37964)</source>
        <translation>重識別風險（GB/T 37964）</translation>
    </message>
    <message>
        <source>Release model</source>
        <translation>釋出模式</translation>
    </message>
    <message>
        <source>Invasion of privacy if re-identified</source>
        <translation>被重識別時的隱私侵犯程度</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未給出</translation>
    </message>
    <message>
        <source>Share of the population that is in the table (e.g. 0.1 for a 10% sample); 1 when the table is the whole population.</source>
        <translation>總體中進入該表的比例（例如 10% 的樣本填 0.1）；若該表就是整個總體則填 1。</translation>
    </message>
    <message>
        <source>Sampling fraction (population risk)</source>
        <translation>抽樣比例（總體風險）</translation>
    </message>
    <message>
        <source>high</source>
        <translation>高</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中</translation>
    </message>
    <message>
        <source>low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>Recipient&apos;s security controls</source>
        <translation>接收方的安全控制措施</translation>
    </message>
    <message>
        <source>Recipient&apos;s motives and capacity to attack</source>
        <translation>接收方的攻擊動機和能力</translation>
    </message>
    <message>
        <source>Share of the population with the data&apos;s trait (p)</source>
        <translation>總體中具有該資料特徵的比例 (p)</translation>
    </message>
    <message>
        <source>Acquaintances per person (m, 150–190)</source>
        <translation>每人的熟人數 (m, 150–190)</translation>
    </message>
    <message>
        <source>Chance of a data breach at the recipient</source>
        <translation>接收方發生資料洩露的可能性</translation>
    </message>
    <message>
        <source>Identifiers (names, record numbers)</source>
        <translation>識別符號（姓名、記錄編號）</translation>
    </message>
    <message>
        <source>Cannot add the model</source>
        <translation>無法新增模型</translation>
    </message>
    <message>
        <source>Open the population table</source>
        <translation>開啟總體表</translation>
    </message>
    <message>
        <source>Open the population table {file}</source>
        <translation>開啟總體表 {file}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Automatic (optimal for small searches, genetic for large ones)</source>
        <translation>自動（小搜尋用最優，大搜尋用遺傳演算法）</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高</translation>
    </message>
    <message>
        <source>Threshold {threshold:g}: groups of at least {size} records</source>
        <translation>閾值 {threshold:g}：每組至少 {size} 條記錄</translation>
    </message>
    <message>
        <source>as the invasion of privacy sets it</source>
        <translation>按隱私侵犯程度確定</translation>
    </message>
    <message>
        <source>Highest risk allowed</source>
        <translation>允許的最高風險</translation>
    </message>
    <message>
        <source>No column is marked as identifier.</source>
        <translation>沒有列被標記為識別符號。</translation>
    </message>
    <message>
        <source>Remove the column</source>
        <translation>刪除該列</translation>
    </message>
    <message>
        <source>Keep the first characters</source>
        <translation>保留開頭的字元</translation>
    </message>
    <message>
        <source>Keep the last characters</source>
        <translation>保留末尾的字元</translation>
    </message>
    <message>
        <source>Replace by a keyed pseudonym</source>
        <translation>替換為帶金鑰的假名</translation>
    </message>
</context>
<context>
    <name>ReportPage</name>
    <message>
        <source>Export the release and its audit report</source>
        <translation>匯出釋出資料及其審計報告</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Released data as Excel (anonymized.xlsx)</source>
        <translation>釋出資料匯出為 Excel（anonymized.xlsx）</translation>
    </message>
    <message>
        <source>Include the released data as a sheet of report.xlsx</source>
        <translation>將釋出資料作為 report.xlsx 的一個工作表包含在內</translation>
    </message>
    <message>
        <source>your name or office, as the signature should name it</source>
        <translation>您的姓名或部門，即簽名中應顯示的名稱</translation>
    </message>
    <message>
        <source>Signing key…</source>
        <translation>簽名金鑰…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>Into folder</source>
        <translation>目標資料夾</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>資料</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>報告</translation>
    </message>
    <message>
        <source>report.xlsx (for people) and report.json (for machines), made from the same record</source>
        <translation>report.xlsx（供人閱讀）和 report.json（供機器讀取），由同一份記錄生成</translation>
    </message>
    <message>
        <source>Released data as CSV (anonymized.csv, UTF-8)</source>
        <translation>釋出資料匯出為 CSV（anonymized.csv，UTF-8）</translation>
    </message>
    <message>
        <source>Cells that a spreadsheet would run as formulas (starting with =, +, - or @) are written as text.</source>
        <translation>電子表格會當作公式執行的單元格（以 =、+、- 或 @ 開頭）將以文字形式寫入。</translation>
    </message>
    <message>
        <source>Signing key</source>
        <translation>簽名金鑰</translation>
    </message>
    <message>
        <source>Signer</source>
        <translation>簽名人</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>已寫入</translation>
    </message>
    <message>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Signed</source>
        <translation>已簽名</translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>開啟資料夾</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>驗證</translation>
    </message>
    <message>
        <source>Check that a report or data file is unchanged since it was signed, and who signed it, with the signer&apos;s public key (.pub). Auditors can do the same with minisign: minisign -V -p KEY.pub -m report.xlsx</source>
        <translation>使用簽名人的公鑰（.pub）檢查報告或資料檔案自簽名以來是否未被更改，以及由誰簽名。審計人員也可以用 minisign 進行同樣的檢查：minisign -V -p KEY.pub -m report.xlsx</translation>
    </message>
    <message>
        <source>Verify a signed file…</source>
        <translation>驗證已簽名的檔案…</translation>
    </message>
    <message>
        <source>Run the anonymization first (step 4); then export the released data and a signed report here.</source>
        <translation>請先執行匿名化（第 4 步），然後在此匯出釋出資料和已簽名的報告。</translation>
    </message>
    <message>
        <source>Check the table on the Analyze page first (step 5); then export its signed audit report here.</source>
        <translation>請先在“分析”頁面檢查資料表（第 5 步），然後在此匯出其已簽名的審計報告。</translation>
    </message>
    <message>
        <source>✔ every check passes</source>
        <translation>✔ 所有檢查均透過</translation>
    </message>
    <message>
        <source>✘ some checks fail: the report says which</source>
        <translation>✘ 部分檢查未透過：詳見報告</translation>
    </message>
    <message>
        <source>Audit of the table as opened</source>
        <translation>對所開啟資料表的審計</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>釋出資料</translation>
    </message>
    <message>
        <source>{kind}: {rows} rows, {columns} columns; {verdict}. Report id {report_id}.</source>
        <translation>{kind}：{rows} 行，{columns} 列；{verdict}。報告 ID {report_id}。</translation>
    </message>
    <message>
        <source>Released data in the input&apos;s format ({file}, {format})</source>
        <translation>以輸入檔案的格式儲存釋出資料（{file}，{format}）</translation>
    </message>
    <message>
        <source>✔ {owner} (key id {key_id}): the files will be signed.</source>
        <translation>✔ {owner}（金鑰 ID {key_id}）：檔案將被簽名。</translation>
    </message>
    <message>
        <source>{file}: you will be asked for its passphrase when exporting.</source>
        <translation>{file}：匯出時將要求您輸入其口令。</translation>
    </message>
    <message>
        <source>No signing key: the files will not be signed. Create or choose one with Signing key…</source>
        <translation>沒有簽名金鑰：檔案將不會被簽名。請透過“簽名金鑰…”建立或選擇一個。</translation>
    </message>
    <message>
        <source>Export into folder</source>
        <translation>匯出到資料夾</translation>
    </message>
    <message>
        <source>Choose the folder to export into.</source>
        <translation>請選擇要匯出到的資料夾。</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>口令</translation>
    </message>
    <message>
        <source>Passphrase of the signing key {file} (leave empty to export without signing):</source>
        <translation>簽名金鑰 {file} 的口令（留空則匯出時不簽名）：</translation>
    </message>
    <message>
        <source>Nothing to export yet: run the anonymization first (step 4).</source>
        <translation>暫無可匯出的內容：請先執行匿名化（第 4 步）。</translation>
    </message>
    <message>
        <source>Another job is running; wait for it to finish.</source>
        <translation>另一個任務正在執行，請等待其完成。</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>正在匯出…</translation>
    </message>
    <message>
        <source>✔ yes</source>
        <translation>✔ 是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>✔ Written and signed (key id {key_id}) into {folder}.</source>
        <translation>✔ 已寫入 {folder} 並簽名（金鑰 ID {key_id}）。</translation>
    </message>
    <message>
        <source>✔ Written into {folder}, not signed.</source>
        <translation>✔ 已寫入 {folder}，未簽名。</translation>
    </message>
    <message>
        <source>✘ Not exported: {reason}</source>
        <translation>✘ 未匯出：{reason}</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>已取消，未寫入任何內容。</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Suggested roles</source>
        <translation>建議的角色</translation>
    </message>
    <message>
        <source>Undo all suggestions</source>
        <translation>撤銷全部建議</translation>
    </message>
    <message>
        <source>Role of {column}</source>
        <translation>{column} 的角色</translation>
    </message>
    <message>
        <source>Type of {column}</source>
        <translation>{column} 的型別</translation>
    </message>
    <message>
        <source>Hierarchy of {column}</source>
        <translation>{column} 的層次結構</translation>
    </message>
    <message>
        <source>Level table of {column}</source>
        <translation>{column} 的敏感等級表</translation>
    </message>
    <message>
        <source>Privacy models</source>
        <translation>隱私模型</translation>
    </message>
    <message>
        <source>Algorithm settings</source>
        <translation>演算法設定</translation>
    </message>
    <message>
        <source>Risk settings</source>
        <translation>風險設定</translation>
    </message>
    <message>
        <source>Privacy settings</source>
        <translation>隱私設定</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>Context of the release</source>
        <translation>釋出的背景</translation>
    </message>
    <message>
        <source>Open a table (File → Open) or the sample (File → Open sample).</source>
        <translation>請開啟一個資料表（檔案 → 開啟）或示例（檔案 → 開啟示例）。</translation>
    </message>
    <message>
        <source>Mark at least one column as quasi-identifier (Attributes).</source>
        <translation>請至少將一列標記為準識別符號（屬性）。</translation>
    </message>
    <message>
        <source>Add a privacy model, e.g. k-anonymity (Privacy).</source>
        <translation>請新增一個隱私模型，例如 k-匿名（隱私）。</translation>
    </message>
    <message>
        <source>Define a hierarchy for {columns} (Attributes).</source>
        <translation>請為 {columns} 定義泛化層次（屬性）。</translation>
    </message>
    <message>
        <source>Choose the population table for δ-presence (Privacy).</source>
        <translation>請為 δ-存在性選擇總體表（隱私）。</translation>
    </message>
    <message>
        <source>Give the sampling fraction for population uniqueness (Privacy).</source>
        <translation>請為總體唯一性給出抽樣比例（隱私）。</translation>
    </message>
    <message>
        <source>{model} needs the {search} search (Privacy).</source>
        <translation>{model} 需要 {search} 搜尋（隱私）。</translation>
    </message>
    <message>
        <source>Mark {column} as sensitive: a privacy model protects it.</source>
        <translation>請將 {column} 標記為敏感：有隱私模型在保護它。</translation>
    </message>
</context>
<context>
    <name>SolutionsTab</name>
    <message>
        <source>Use the selected solution</source>
        <translation>使用所選方案</translation>
    </message>
    <message>
        <source>An audit has no solutions to choose from.</source>
        <translation>審計沒有可供選擇的候選方案。</translation>
    </message>
    <message>
        <source>Only the optimal search (step 3) lists alternative solutions.</source>
        <translation>只有最優搜尋（第 3 步）會列出其他候選方案。</translation>
    </message>
    <message>
        <source>The optimal search found these minimal solutions (generalization level per quasi-identifier; 0 = as is). A lower score loses less information. Choose another one to anonymize with exactly those levels — the verdict, measures and charts follow.</source>
        <translation>最優搜尋找到了以下最小候選方案（每個準識別符號的泛化層級；0 = 保持原樣）。得分越低，損失的資訊越少。選擇另一個方案即可按這些層級重新匿名化——結論、度量和圖表都會隨之更新。</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>使用中</translation>
    </message>
    <message>
        <source>Score ({metric})</source>
        <translation>得分（{metric}）</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Suppressed records</source>
        <translation>被抑制的記錄</translation>
    </message>
    <message>
        <source>✔ in use</source>
        <translation>✔ 使用中</translation>
    </message>
</context>
<context>
    <name>SweepTab</name>
    <message>
        <source>k (k-anonymity)</source>
        <translation>k（k-匿名）</translation>
    </message>
    <message>
        <source>l (l-diversity)</source>
        <translation>l（l-多樣性）</translation>
    </message>
    <message>
        <source>t (t-closeness)</source>
        <translation>t（t-接近性）</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation>執行引數掃描</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>引數</translation>
    </message>
    <message>
        <source>From</source>
        <translation>起始值</translation>
    </message>
    <message>
        <source>To</source>
        <translation>結束值</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步長</translation>
    </message>
</context>
<context>
    <name>TableFileActions</name>
    <message>
        <source>Cannot export {what}: {reason}</source>
        <translation>無法匯出{what}：{reason}</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>已匯出到 {path}。</translation>
    </message>
</context>
<context>
    <name>UsefulnessTab</name>
    <message>
        <source>The column the classifiers predict from every other column.</source>
        <translation>分類器根據其餘所有列來預測的列。</translation>
    </message>
    <message>
        <source>Suppressed cells stand for every value</source>
        <translation>被抑制的單元格代表所有取值</translation>
    </message>
    <message>
        <source>Off: the cells of the records the release suppressed are left out of the statistics. On: each stands for every value of its column. A * that generalizes a value to the top always stands for every value.</source>
        <translation>關閉：釋出資料所抑制記錄的單元格不計入統計。開啟：每個這樣的單元格代表其所在列的所有取值。僅把取值泛化到最高層級的 * 始終代表所有取值。</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>預測</translation>
    </message>
    <message>
        <source>Table of</source>
        <translation>列聯表：</translation>
    </message>
    <message>
        <source>and</source>
        <translation>與</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>屬性</translation>
    </message>
    <message>
        <source>Distinct before → after</source>
        <translation>不同值（之前 → 之後）</translation>
    </message>
    <message>
        <source>Suppressed</source>
        <translation>已抑制</translation>
    </message>
    <message>
        <source>Mean before</source>
        <translation>之前的均值</translation>
    </message>
    <message>
        <source>Mean after</source>
        <translation>之後的均值</translation>
    </message>
    <message>
        <source>Mean range after</source>
        <translation>之後的均值範圍</translation>
    </message>
    <message>
        <source>SD before</source>
        <translation>之前的標準差</translation>
    </message>
    <message>
        <source>SD after</source>
        <translation>之後的標準差</translation>
    </message>
    <message>
        <source>Mode before</source>
        <translation>之前的眾數</translation>
    </message>
    <message>
        <source>Mode after</source>
        <translation>之後的眾數</translation>
    </message>
    <message>
        <source>TVD</source>
        <translation>TVD</translation>
    </message>
    <message>
        <source>KL</source>
        <translation>KL</translation>
    </message>
    <message>
        <source>Choose two attributes for a contingency table.</source>
        <translation>請選擇兩個屬性以生成列聯表。</translation>
    </message>
    <message>
        <source>Choose a target to compare classifiers.</source>
        <translation>請選擇一個目標以比較分類器。</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>The usefulness analysis needs the original table next to the release.</source>
        <translation>可用性分析需要與釋出資料配套的原始表。</translation>
    </message>
    <message>
        <source>Stopped: {reason}</source>
        <translation>已停止：{reason}</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Another job is running; wait for it to finish.</source>
        <translation>另一個任務正在執行，請等待其完成。</translation>
    </message>
    <message>
        <source>Analysing the release&apos;s usefulness…</source>
        <translation>正在分析釋出資料的可用性…</translation>
    </message>
</context>
<context>
    <name>VerdictPanel</name>
    <message>
        <source>public</source>
        <translation>公開</translation>
    </message>
    <message>
        <source>semi-public</source>
        <translation>半公開</translation>
    </message>
    <message>
        <source>non-public</source>
        <translation>非公開</translation>
    </message>
    <message>
        <source>overall re-identification risk</source>
        <translation>總體重識別風險</translation>
    </message>
    <message>
        <source>strict average re-identification risk</source>
        <translation>嚴格平均重識別風險</translation>
    </message>
    <message>
        <source>highest re-identification risk</source>
        <translation>最高重識別風險</translation>
    </message>
    <message>
        <source>✔ Safe for a {model} release: {measure} {risk} ≤ threshold {threshold}</source>
        <translation>✔ 適合{model}釋出：{measure} {risk} ≤ 閾值 {threshold}</translation>
    </message>
    <message>
        <source>, and every privacy model holds.</source>
        <translation>，且所有隱私模型均滿足。</translation>
    </message>
    <message>
        <source>✘ Not safe for a {model} release: {measure} {risk} &gt; threshold {threshold}.</source>
        <translation>✘ 不適合{model}釋出：{measure} {risk} &gt; 閾值 {threshold}。</translation>
    </message>
    <message>
        <source>{failed} of {total} privacy models fail too.</source>
        <translation>另外，{total} 個隱私模型中有 {failed} 個也未滿足。</translation>
    </message>
    <message>
        <source>✘ Not safe as it is: {failed} of {total} privacy models fail.</source>
        <translation>✘ 按現狀不安全：{total} 個隱私模型中有 {failed} 個未滿足。</translation>
    </message>
    <message>
        <source>generalize more (a solution with higher levels under Solutions, or a larger k in step 3), or raise the suppression limit (step 3) so the smallest classes are suppressed</source>
        <translation>進一步泛化（在“候選方案”中選擇層級更高的方案，或在第 3 步中增大 k），或提高抑制上限（第 3 步），使最小的等價類被抑制</translation>
    </message>
    <message>
        <source>relax the failing model (a smaller l or a larger t, step 3), raise the suppression limit, or generalize more</source>
        <translation>放寬未滿足的模型（在第 3 步中減小 l 或增大 t），提高抑制上限，或進一步泛化</translation>
    </message>
    <message>
        <source>or anonymize the original table with PrivDesk</source>
        <translation>或使用 PrivDesk 對原始表進行匿名化</translation>
    </message>
    <message>
        <source>What to try next: {tips}.</source>
        <translation>下一步可以嘗試：{tips}。</translation>
    </message>
    <message>
        <source>Audit of the table as opened ({rows} rows).</source>
        <translation>審計開啟的資料表（{rows} 行）。</translation>
    </message>
    <message>
        <source>{algorithm}, levels {levels}.</source>
        <translation>{algorithm}，層級 {levels}。</translation>
    </message>
    <message>
        <source>{classes} classes (smallest {smallest}, average {average}); {suppressed} records suppressed.</source>
        <translation>{classes} 個等價類（最小 {smallest}，平均 {average}）；{suppressed} 條記錄被抑制。</translation>
    </message>
</context>
<context>
    <name>VerifyDialog</name>
    <message>
        <source>Verify a signed file</source>
        <translation>驗證已簽名的檔案</translation>
    </message>
    <message>
        <source>a .pub file, or the key itself (base64, as minisign -P)</source>
        <translation>.pub 檔案，或金鑰本身（base64，與 minisign -P 相同）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>驗證</translation>
    </message>
    <message>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>簽名</translation>
    </message>
    <message>
        <source>Trusted public key</source>
        <translation>受信任的公鑰</translation>
    </message>
    <message>
        <source>Choose a file, its signature and the public key you trust, then Verify.</source>
        <translation>請選擇檔案、其簽名以及您信任的公鑰，然後點選“驗證”。</translation>
    </message>
    <message>
        <source>Choose the signed file</source>
        <translation>選擇已簽名的檔案</translation>
    </message>
    <message>
        <source>Choose the signature</source>
        <translation>選擇簽名</translation>
    </message>
    <message>
        <source>Choose the trusted public key</source>
        <translation>選擇受信任的公鑰</translation>
    </message>
    <message>
        <source>Choose the file and the public key first.</source>
        <translation>請先選擇檔案和公鑰。</translation>
    </message>
    <message>
        <source>✔ Valid signature: the file is unchanged since it was signed with the trusted key.</source>
        <translation>✔ 簽名有效：檔案自使用受信任的金鑰簽名以來未被更改。</translation>
    </message>
    <message>
        <source>✘ NOT valid: {reason}</source>
        <translation>✘ 無效：{reason}</translation>
    </message>
    <message>
        <source>Signer: {value}</source>
        <translation>簽名人：{value}</translation>
    </message>
    <message>
        <source>Signed at: {value}</source>
        <translation>簽名時間：{value}</translation>
    </message>
    <message>
        <source>Report id: {value}</source>
        <translation>報告 ID：{value}</translation>
    </message>
    <message>
        <source>Signature&apos;s key id: {value}</source>
        <translation>簽名的金鑰 ID：{value}</translation>
    </message>
    <message>
        <source>Trusted key id: {value}</source>
        <translation>受信任的金鑰 ID：{value}</translation>
    </message>
    <message>
        <source>SHA-256 of the file: {value}</source>
        <translation>檔案的 SHA-256：{value}</translation>
    </message>
    <message>
        <source>the report workbook</source>
        <translation>報告工作簿</translation>
    </message>
    <message>
        <source>the released data</source>
        <translation>釋出資料</translation>
    </message>
    <message>
        <source>the project file</source>
        <translation>專案檔案</translation>
    </message>
    <message>
        <source>This file is {role} named in the signature.</source>
        <translation>此檔案是簽名中指明的{role}。</translation>
    </message>
    <message>
        <source>SHA-256 of {what} (signed): {value}</source>
        <translation>{what}的 SHA-256（已簽名）：{value}</translation>
    </message>
</context>
<context>
    <name>WeightsPanel</name>
    <message>
        <source>Attribute weights</source>
        <translation>屬性權重</translation>
    </message>
    <message>
        <source>Weight the quasi-identifiers</source>
        <translation>為準識別符號設定權重</translation>
    </message>
    <message>
        <source>Unticked, every quasi-identifier weighs the same.</source>
        <translation>不勾選時，所有準識別符號的權重相同。</translation>
    </message>
    <message>
        <source>For the weighted measures and algorithms. Type any positive numbers: they are normalised to shares that sum to 100 %.</source>
        <translation>用於加權的度量和演算法。可輸入任意正數：它們會被歸一化為總和為 100 % 的佔比。</translation>
    </message>
    <message>
        <source>Quasi-identifier</source>
        <translation>準識別符號</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>佔比</translation>
    </message>
    <message>
        <source>Equal weights</source>
        <translation>相同權重</translation>
    </message>
    <message>
        <source>Weight of {column}</source>
        <translation>{column} 的權重</translation>
    </message>
</context>
</TS>
