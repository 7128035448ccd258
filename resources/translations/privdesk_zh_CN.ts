<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnalyzePage</name>
    <message>
        <source>Check the table as opened</source>
        <translation>检查打开的数据表</translation>
    </message>
    <message>
        <source>Add the original table…</source>
        <translation>添加原始表…</translation>
    </message>
    <message>
        <source>With the table the release was made from (same rows, same order), the audit also measures the privacy level, entropy change and information loss.</source>
        <translation>如果提供发布数据所依据的原始表（行相同、顺序相同），审计还会计算隐私水平、熵变化和信息损失。</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Measures</source>
        <translation>度量</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>候选方案</translation>
    </message>
    <message>
        <source>No classes to show.</source>
        <translation>没有可显示的等价类。</translation>
    </message>
    <message>
        <source>No risk figures to show.</source>
        <translation>没有可显示的风险数据。</translation>
    </message>
    <message>
        <source>The privacy level needs the original table (not available in an audit).</source>
        <translation>隐私水平需要原始表（审计时不可用）。</translation>
    </message>
    <message>
        <source>Choose an attribute.</source>
        <translation>请选择一个属性。</translation>
    </message>
    <message>
        <source>Choose a parameter and a range, then Run sweep: every value is anonymized and measured, and the privacy level is drawn against it.</source>
        <translation>选择一个参数和取值范围，然后点击“运行参数扫描”：每个取值都会进行匿名化和度量，并绘制出隐私水平随其变化的图表。</translation>
    </message>
    <message>
        <source>Class sizes</source>
        <translation>等价类大小</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>Privacy level</source>
        <translation>隐私水平</translation>
    </message>
    <message>
        <source>Before / after</source>
        <translation>前后对比</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>参数扫描</translation>
    </message>
    <message>
        <source>Usefulness</source>
        <translation>可用性</translation>
    </message>
    <message>
        <source>Open a table first (step 1), then run the anonymization (step 4).</source>
        <translation>请先打开数据表（第 1 步），然后运行匿名化（第 4 步）。</translation>
    </message>
    <message>
        <source>Audit mode: the table as opened is the release. Mark its quasi-identifiers and sensitive attributes (step 2) and the privacy models it should meet (step 3), then check it here.</source>
        <translation>审计模式：打开的数据表即为发布数据。请标记其准标识符和敏感属性（第 2 步）以及它应满足的隐私模型（第 3 步），然后在此处进行检查。</translation>
    </message>
    <message>
        <source>Run the anonymization first (step 4).</source>
        <translation>请先运行匿名化（第 4 步）。</translation>
    </message>
    <message>
        <source>Original: {file} (choose another…)</source>
        <translation>原始表：{file}（选择其他…）</translation>
    </message>
    <message>
        <source>Entropy change EC (utility kept)</source>
        <translation>熵变化 EC（保留的效用）</translation>
    </message>
    <message>
        <source>The values before and after need the original table (not available in an audit).</source>
        <translation>前后的值需要原始表（审计时不可用）。</translation>
    </message>
    <message>
        <source>Attack test</source>
        <translation>攻击测试</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>Equivalence class sizes</source>
        <translation>等价类大小</translation>
    </message>
    <message>
        <source>Class size (records)</source>
        <translation>等价类大小（记录数）</translation>
    </message>
    <message>
        <source>Number of classes</source>
        <translation>等价类数量</translation>
    </message>
    <message>
        <source>Required k = {k}</source>
        <translation>要求的 k = {k}</translation>
    </message>
    <message>
        <source>Classes smaller than k: {count:,}</source>
        <translation>小于 k 的等价类：{count:,}</translation>
    </message>
    <message>
        <source>{classes:,} classes, smallest {smallest:,}, largest {largest:,}</source>
        <translation>{classes:,} 个等价类，最小 {smallest:,}，最大 {largest:,}</translation>
    </message>
    <message>
        <source>Suppressed records: {suppressed:,} (not in any class)</source>
        <translation>被抑制的记录：{suppressed:,}（不属于任何等价类）</translation>
    </message>
    <message>
        <source>Re-identification risk per record</source>
        <translation>每条记录的重识别风险</translation>
    </message>
    <message>
        <source>Re-identification risk (1 / class size)</source>
        <translation>重识别风险（1 / 等价类大小）</translation>
    </message>
    <message>
        <source>Share of records</source>
        <translation>记录占比</translation>
    </message>
    <message>
        <source>Threshold {threshold:g}</source>
        <translation>阈值 {threshold:g}</translation>
    </message>
    <message>
        <source>Records at risk: {share:.1%} ({count:,})</source>
        <translation>高风险记录：{share:.1%}（{count:,}）</translation>
    </message>
    <message>
        <source>Records within the threshold</source>
        <translation>未超过阈值的记录</translation>
    </message>
    <message>
        <source>{records:,} records, highest risk {maximum:.3g}</source>
        <translation>{records:,} 条记录，最高风险 {maximum:.3g}</translation>
    </message>
    <message>
        <source>Privacy level per attribute</source>
        <translation>各属性的隐私水平</translation>
    </message>
    <message>
        <source>Privacy level PL (0 = protected, 1 = exposed)</source>
        <translation>隐私水平 PL（0 = 受保护，1 = 暴露）</translation>
    </message>
    <message>
        <source>Overall PL = {pl:.3f}</source>
        <translation>总体 PL = {pl:.3f}</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Values of {attribute} before and after</source>
        <translation>{attribute} 在匿名化前后的值</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>记录数</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>原始</translation>
    </message>
    <message>
        <source>Released</source>
        <translation>已发布</translation>
    </message>
    <message>
        <source>Other ({count:,} values)</source>
        <translation>其他（{count:,} 个值）</translation>
    </message>
    <message>
        <source>Most released records hold values outside the top {top}</source>
        <translation>大多数已发布记录的值不在前 {top} 个值之内</translation>
    </message>
    <message>
        <source>Privacy level across the sweep of {parameter}</source>
        <translation>{parameter} 参数扫描中的隐私水平</translation>
    </message>
    <message>
        <source>PL against {parameter}</source>
        <translation>PL 随 {parameter} 的变化</translation>
    </message>
    <message>
        <source>PL against EC</source>
        <translation>PL 与 EC 的关系</translation>
    </message>
    <message>
        <source>PL (overall)</source>
        <translation>PL（总体）</translation>
    </message>
    <message>
        <source>No release for {parameter} = {values}</source>
        <translation>{parameter} = {values} 时没有生成发布数据</translation>
    </message>
    <message>
        <source>parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Anonymizing with levels {levels}…</source>
        <translation>正在按层级 {levels} 进行匿名化…</translation>
    </message>
    <message>
        <source>Now in use: levels {levels}.</source>
        <translation>当前使用：层级 {levels}。</translation>
    </message>
    <message>
        <source>Sweeping {parameter} over {count} values…</source>
        <translation>正在对 {parameter} 的 {count} 个取值进行参数扫描…</translation>
    </message>
    <message>
        <source>{done} of {count} values gave a release.</source>
        <translation>{count} 个取值中有 {done} 个生成了发布数据。</translation>
    </message>
    <message>
        <source>Audit mode: mark the release&apos;s quasi-identifiers first (step 2).</source>
        <translation>审计模式：请先标记发布数据的准标识符（第 2 步）。</translation>
    </message>
    <message>
        <source>Checking the table as opened…</source>
        <translation>正在检查打开的数据表…</translation>
    </message>
    <message>
        <source>No release meets the models: {reason}</source>
        <translation>没有满足模型的发布结果：{reason}</translation>
    </message>
    <message>
        <source>Check the settings: {reason}</source>
        <translation>请检查设置：{reason}</translation>
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
        <translation>正在运行的任务继续运行。</translation>
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
        <translation>停止并保留目前的最佳结果</translation>
    </message>
    <message>
        <source>Cancelled: nothing was changed.</source>
        <translation>已取消：没有更改任何内容。</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>Best score so far: {score:.4f} ({nodes:,} candidates, {seconds:.1f} s)</source>
        <translation>目前最佳得分：{score:.4f}（{nodes:,} 个候选，{seconds:.1f} 秒）</translation>
    </message>
    <message>
        <source>Before a run:</source>
        <translation>运行之前：</translation>
    </message>
    <message>
        <source>Ready: {algorithm} on {rows} rows with {models}; suppression limit {suppression}. The window stays usable while it runs; Cancel stops it without changing anything.</source>
        <translation>就绪：将对 {rows} 行使用 {algorithm}，隐私模型为 {models}；抑制上限 {suppression}。运行期间窗口仍可使用；点击“取消”可停止运行，且不会更改任何内容。</translation>
    </message>
    <message>
        <source>No release yet.</source>
        <translation>尚无发布数据。</translation>
    </message>
    <message>
        <source>Audit of the table as opened (nothing is anonymized): {classes} groups, {suppressed} rows fully suppressed.</source>
        <translation>审计打开的数据表（未进行匿名化）：{classes} 个相似记录组，{suppressed} 行被完全抑制。</translation>
    </message>
    <message>
        <source>Released with {algorithm}: {classes} groups, {suppressed} rows suppressed, {seconds:.2f} s.</source>
        <translation>已使用 {algorithm} 发布：{classes} 个相似记录组，{suppressed} 行被抑制，耗时 {seconds:.2f} 秒。</translation>
    </message>
    <message>
        <source>Generalization levels: </source>
        <translation>泛化层级：</translation>
    </message>
    <message>
        <source>Next: step 5 (Analyze), step 6 (Context) and step 7 (Report).</source>
        <translation>下一步：第 5 步（分析）、第 6 步（背景）和第 7 步（报告）。</translation>
    </message>
    <message>
        <source>Free text {column}: {spans} spans replaced in {cells} cells ({kinds}).</source>
        <translation>自由文本 {column}：在 {cells} 个单元格中替换了 {spans} 处（{kinds}）。</translation>
    </message>
    <message>
        <source>Released unchanged: {columns}</source>
        <translation>原样发布：{columns}</translation>
    </message>
</context>
<context>
    <name>AttackTab</name>
    <message>
        <source>The attack test needs the original table, row for row with the release.</source>
        <translation>攻击测试需要与发布数据逐行对应的原始表。</translation>
    </message>
    <message>
        <source>{attacks:,} attacks of each kind, seed {seed}; the baseline attacker guesses without the release.</source>
        <translation>每种攻击 {attacks:,} 次，种子 {seed}；基线攻击者不借助发布数据进行猜测。</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>无数据</translation>
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
        <translation>聚合：几何平均数</translation>
    </message>
    <message>
        <source>aggregate: median</source>
        <translation>聚合：中位数</translation>
    </message>
    <message>
        <source>aggregate: mode</source>
        <translation>聚合：众数</translation>
    </message>
    <message>
        <source>aggregate: interval</source>
        <translation>聚合：区间</translation>
    </message>
    <message>
        <source>aggregate: set</source>
        <translation>聚合：集合</translation>
    </message>
    <message>
        <source>Give every column a role. Identifiers are removed from the release; quasi-identifiers are generalized along their hierarchy; sensitive attributes are protected by the privacy models (their level tables serve the α models); insensitive columns are released as they are.</source>
        <translation>请为每一列指定一个角色。标识符会从发布数据中删除；准标识符会沿其泛化层次进行泛化；敏感属性由隐私模型保护（其敏感等级表用于 α 类模型）；非敏感列按原样发布。</translation>
    </message>
    <message>
        <source>Undo all suggestions</source>
        <translation>撤销全部建议</translation>
    </message>
    <message>
        <source>Suggest again</source>
        <translation>重新建议</translation>
    </message>
    <message>
        <source>Suggest every column&apos;s role again from its name and values; quasi-identifiers without a hierarchy get a generated one</source>
        <translation>根据列名和值重新为每一列建议角色；没有层次结构的准标识符会得到一个自动生成的层次结构</translation>
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
        <translation>类型</translation>
    </message>
    <message>
        <source>Hierarchy / level table</source>
        <translation>泛化层次 / 敏感等级表</translation>
    </message>
    <message>
        <source>No table yet: open one in step 1, Data.</source>
        <translation>尚无数据表：请在第 1 步“数据”中打开一个数据表。</translation>
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
        <translation>{column} 的类型</translation>
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
        <translation>沿泛化层次泛化 {column}，或显示每个等价类中它的聚合值（ARX 的微聚合）</translation>
    </message>
    <message>
        <source>Roles were suggested from the column names and values: {identifiers} identifier(s), {qis} quasi-identifier(s), {sensitive} sensitive. Check them: hover over a role for the reason.</source>
        <translation>已根据列名和值建议了角色：{identifiers} 个标识符、{qis} 个准标识符、{sensitive} 个敏感属性。请检查：将鼠标悬停在角色上可查看理由。</translation>
    </message>
    <message>
        <source>Suggested: {role} ({confidence} confident). {reason}</source>
        <translation>建议：{role}（置信度 {confidence}）。{reason}</translation>
    </message>
    <message>
        <source>{column}: {distinct} distinct values, {missing} missing cells, {failing} not {kind}</source>
        <translation>{column}：{distinct} 个不同值，{missing} 个缺失单元格，{failing} 个不是{kind}</translation>
    </message>
    <message>
        <source>Hierarchy…</source>
        <translation>泛化层次…</translation>
    </message>
    <message>
        <source>Build, import or edit the hierarchy of {column}</source>
        <translation>构建、导入或编辑 {column} 的泛化层次</translation>
    </message>
    <message>
        <source>Levels…</source>
        <translation>敏感等级…</translation>
    </message>
    <message>
        <source>Edit the sensitivity levels of {column}</source>
        <translation>编辑 {column} 的敏感等级</translation>
    </message>
    <message>
        <source>Preview…</source>
        <translation>预览…</translation>
    </message>
    <message>
        <source>See the first cells of {column} as the release will hold them</source>
        <translation>查看 {column} 的前几个单元格在发布数据中的样子</translation>
    </message>
    <message>
        <source>aggregated in each class</source>
        <translation>在每个等价类中聚合</translation>
    </message>
    <message>
        <source>Each class shows the {function} of {column}; no hierarchy is needed.</source>
        <translation>每个等价类显示 {column} 的{function}；不需要泛化层次。</translation>
    </message>
    <message>
        <source>no hierarchy</source>
        <translation>无泛化层次</translation>
    </message>
    <message>
        <source>The optimal search needs a hierarchy: click Hierarchy…</source>
        <translation>最优搜索需要泛化层次：请点击“泛化层次…”</translation>
    </message>
    <message>
        <source>lacks {count}: {values}</source>
        <translation>缺少 {count} 个：{values}</translation>
    </message>
    <message>
        <source>The hierarchy has no row for {values}</source>
        <translation>泛化层次中没有 {values} 对应的行</translation>
    </message>
    <message>
        <source>explicit table</source>
        <translation>显式表</translation>
    </message>
    <message>
        <source>✓ complete · {levels} levels</source>
        <translation>✓ 完整 · {levels} 个层级</translation>
    </message>
    <message>
        <source>Covers every value ({how}).</source>
        <translation>涵盖所有值（{how}）。</translation>
    </message>
    <message>
        <source>no level table</source>
        <translation>无敏感等级表</translation>
    </message>
    <message>
        <source>Only the α models need sensitivity levels: click Levels…</source>
        <translation>只有 α 模型需要敏感等级：请点击“等级…”。</translation>
    </message>
    <message>
        <source>lacks values</source>
        <translation>缺少值</translation>
    </message>
    <message>
        <source>Every value has a sensitivity level.</source>
        <translation>每个值都有敏感等级。</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Identifiers are removed from the release.</source>
        <translation>标识符会从发布数据中移除。</translation>
    </message>
    <message>
        <source>redacted</source>
        <translation>已脱敏</translation>
    </message>
    <message>
        <source>Names, ID and phone numbers, addresses and dates inside its cells are replaced by their kind ([姓名], [手机号], [NAME] …) before release; the rest of each sentence is kept. Click Preview…</source>
        <translation>发布前，其单元格中的姓名、证件号和电话号码、地址和日期替换为其类别（[姓名]、[手机号]、[NAME] …）；句子的其余部分保留。点击“预览…”</translation>
    </message>
    <message>
        <source>kept as is</source>
        <translation>保持原样</translation>
    </message>
    <message>
        <source>Insensitive columns are released unchanged.</source>
        <translation>非敏感列按原样发布。</translation>
    </message>
    <message>
        <source>Cannot read {column} as {kind}: {reason}</source>
        <translation>无法将 {column} 读取为{kind}：{reason}</translation>
    </message>
</context>
<context>
    <name>BuilderForms</name>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Fanouts</source>
        <translation>扇出</translation>
    </message>
    <message>
        <source>e.g. 2, 5 (empty: doubling)</source>
        <translation>例如 2, 5（留空：逐级翻倍）</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Bottom coding below</source>
        <translation>底端编码：低于</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Top coding from</source>
        <translation>顶端编码：从</translation>
    </message>
    <message>
        <source>Level 1 cuts the numbers into half-open intervals [a, b[ of the given width, starting at Start. Each further level joins as many intervals as its fanout says; without fanouts they double until one is left. Values below the bottom or from the top coding limit on are labelled &lt;bottom and &gt;=top.</source>
        <translation>层级 1 将数字切分为给定宽度的半开区间 [a, b[，从“起点”开始。之后每个层级按其扇出值合并相应数量的区间；未设置扇出时则两两合并，直到只剩一个区间。低于底端编码界限或达到顶端编码界限的值分别标记为 &lt;bottom 和 &gt;=top。</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>字符</translation>
    </message>
    <message>
        <source>Mask from</source>
        <translation>掩码起始于</translation>
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
        <translation>对齐方式</translation>
    </message>
    <message>
        <source>right (like numbers)</source>
        <translation>右对齐（如数字）</translation>
    </message>
    <message>
        <source>left (like text)</source>
        <translation>左对齐（如文本）</translation>
    </message>
    <message>
        <source>Pad with</source>
        <translation>填充字符</translation>
    </message>
    <message>
        <source>no padding</source>
        <translation>不填充</translation>
    </message>
    <message>
        <source>Each level hides one more character, e.g. 47677 → 4767* → 476** → … → *****. Values of unequal length are aligned at one end; with a padding character they are first filled up to equal length.</source>
        <translation>每个层级多隐藏一个字符，例如 47677 → 4767* → 476** → … → *****。长度不同的值在一端对齐；若设置了填充字符，会先将它们补齐到相同长度。</translation>
    </message>
    <message>
        <source>Group sizes</source>
        <translation>分组大小</translation>
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
        <translation>按值在列中的顺序，先按第一个大小分组（层级 1）；再将这些组按下一个大小合并，形成层级 2，依此类推。每个组的标签为“首个值-最后一个值”。</translation>
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
        <translation>世纪</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Dates read with the format (strptime codes such as %Y-%m-%d) are generalized to the ticked levels, from fine to coarse, e.g. 2020-03-14 → 2020-03 → 2020 → 2020-2029 → *.</source>
        <translation>按该格式（strptime 代码，如 %Y-%m-%d）读取的日期会泛化到所勾选的层级，由细到粗，例如 2020-03-14 → 2020-03 → 2020 → 2020-2029 → *。</translation>
    </message>
    <message>
        <source>The hierarchy is an explicit table: imported, typed in or edited by hand. Choose a builder above to replace it with a built one.</source>
        <translation>该泛化层次是一张显式表：通过导入、输入或手动编辑得到。在上方选择一个构建器，即可用自动构建的泛化层次替换它。</translation>
    </message>
</context>
<context>
    <name>ContextForm</name>
    <message>
        <source>(not given)</source>
        <translation>（未填写）</translation>
    </message>
    <message>
        <source>the agreement&apos;s name or number (optional)</source>
        <translation>协议名称或编号（可选）</translation>
    </message>
    <message>
        <source>details (optional)</source>
        <translation>详情（可选）</translation>
    </message>
    <message>
        <source>one per line, e.g. voter lists (birth date, ZIP code, sex)</source>
        <translation>每行一项，例如选民名册（出生日期、邮政编码、性别）</translation>
    </message>
    <message>
        <source>(not chosen)</source>
        <translation>（未选择）</translation>
    </message>
    <message>
        <source>{value:g} for a {model} release ({key})</source>
        <translation>{value:g}，适用于{model}发布（{key}）</translation>
    </message>
    <message>
        <source>(as the run assesses it)</source>
        <translation>（按运行评估的取值）</translation>
    </message>
    <message>
        <source>China only: the grade you assessed under GB/T 42460-2023 and why (PrivDesk does not derive it)</source>
        <translation>仅限中国：您按 GB/T 42460-2023 评估的等级及理由（PrivDesk 不推定等级）</translation>
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
        <translation>谁接收发布的数据、用途为何、在何种环境中使用、依据哪个风险阈值、由谁负责：这是监管机构首先要问的。这些内容位于本项目生成的每份报告的开头（“背景与理由”工作表），并随项目一起保存。标有 * 的字段是所选发布模式要求填写的。</translation>
    </message>
    <message>
        <source>Propose defaults for this release model</source>
        <translation>按此发布模式建议默认值</translation>
    </message>
    <message>
        <source>Proposes what the release model suggests: a reference value published for it and its threshold, the setting of a public release, the review date of a non-public one. What you entered is kept, except a reference value published for the other release model.</source>
        <translation>填入该发布模式建议的内容：为其公布的参考值及相应阈值、公开发布的环境设置、非公开发布的复审日期。已填写的内容保持不变，但为另一种发布模式公布的参考值会被替换。</translation>
    </message>
    <message>
        <source>Recipient and purpose</source>
        <translation>接收方与用途</translation>
    </message>
    <message>
        <source>Data environment</source>
        <translation>数据环境</translation>
    </message>
    <message>
        <source>Release model and risk threshold</source>
        <translation>发布模式与风险阈值</translation>
    </message>
    <message>
        <source>Statement of the person responsible</source>
        <translation>负责人声明</translation>
    </message>
    <message>
        <source>Expected for a {model} release</source>
        <translation>{model}发布要求填写</translation>
    </message>
    <message>
        <source>Open a table or a project first.</source>
        <translation>请先打开一个表格或项目。</translation>
    </message>
    <message>
        <source>Still missing for a {model} release: {fields}.</source>
        <translation>{model}发布仍缺少：{fields}。</translation>
    </message>
    <message>
        <source>✔ Every field a {model} release requires is given.</source>
        <translation>✔ {model}发布要求的所有字段均已填写。</translation>
    </message>
</context>
<context>
    <name>ContextSummary</name>
    <message>
        <source>No context given: the report starts with its Summary. Answer a regulator&apos;s questions on step 6, Context.</source>
        <translation>未提供背景：报告将从“摘要”开始。请在第 6 步“背景”中回答监管机构的问题。</translation>
    </message>
    <message>
        <source>The report opens with the context of step 6; still missing for a {model} release: {fields}.</source>
        <translation>报告以第 6 步的背景开头；{model}发布仍缺少：{fields}。</translation>
    </message>
    <message>
        <source>The report opens with the context of step 6, complete for a {model} release.</source>
        <translation>报告以第 6 步的背景开头，{model}发布所需内容已齐全。</translation>
    </message>
</context>
<context>
    <name>DPCountsDialog</name>
    <message>
        <source>Differentially private counts</source>
        <translation>差分隐私计数</translation>
    </message>
    <message>
        <source>Discrete Laplace (ε-DP)</source>
        <translation>离散拉普拉斯（ε-差分隐私）</translation>
    </message>
    <message>
        <source>Discrete Gaussian (zCDP, stated at δ = 1e-5)</source>
        <translation>离散高斯（zCDP，按 δ = 1e-5 表述）</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Release the counts (spends ε)</source>
        <translation>发布计数（花费 ε）</translation>
    </message>
    <message>
        <source>Save the release…</source>
        <translation>保存发布……</translation>
    </message>
    <message>
        <source>Columns to count</source>
        <translation>要计数的列</translation>
    </message>
    <message>
        <source>ε of this release</source>
        <translation>本次发布的 ε</translation>
    </message>
    <message>
        <source>Noise</source>
        <translation>噪声</translation>
    </message>
    <message>
        <source>Also the most frequent value of</source>
        <translation>同时发布出现最多的值：</translation>
    </message>
    <message>
        <source>Folder for the release</source>
        <translation>发布文件所在的文件夹</translation>
    </message>
</context>
<context>
    <name>DPPanel</name>
    <message>
        <source>No differentially private release from this data set yet.</source>
        <translation>这个数据集还没有差分隐私发布。</translation>
    </message>
    <message>
        <source>Budget: {spent:.3g} of ε = {total:.3g} spent in {count} release(s); {left:.3g} left.</source>
        <translation>预算：ε = {total:.3g} 中已在 {count} 次发布中花费 {spent:.3g}；剩余 {left:.3g}。</translation>
    </message>
    <message>
        <source>Differential privacy (SafePub)</source>
        <translation>差分隐私（SafePub）</translation>
    </message>
    <message>
        <source>Release the table with differential privacy instead of the privacy models</source>
        <translation>用差分隐私发布数据表，而不是使用隐私模型</translation>
    </message>
    <message>
        <source>Differentially private counts…</source>
        <translation>差分隐私计数……</translation>
    </message>
    <message>
        <source>ε (privacy loss)</source>
        <translation>ε（隐私损失）</translation>
    </message>
    <message>
        <source>δ (chance of failure)</source>
        <translation>δ（失效概率）</translation>
    </message>
    <message>
        <source>Search steps</source>
        <translation>搜索步数</translation>
    </message>
    <message>
        <source>Search optimises</source>
        <translation>搜索优化</translation>
    </message>
    <message>
        <source>Total budget ε of this data set</source>
        <translation>这个数据集的总预算 ε</translation>
    </message>
</context>
<context>
    <name>DataPage</name>
    <message>
        <source>No table yet. Open one with File → Open table, drop a file here, or try File → Open sample.</source>
        <translation>尚无数据表。请通过“文件 → 打开数据表”打开，或将文件拖放到此处，也可以试试“文件 → 打开示例”。</translation>
    </message>
    <message>
        <source>detect</source>
        <translation>自动检测</translation>
    </message>
    <message>
        <source>Read again with these options</source>
        <translation>按这些选项重新读取</translation>
    </message>
    <message>
        <source>How the file is read</source>
        <translation>文件读取方式</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>编码</translation>
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
        <translation>{column} 的类型</translation>
    </message>
    <message>
        <source>Column headers are coloured by role.</source>
        <translation>列标题按角色着色。</translation>
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
        <translation>打开的数据表（即发布数据）：{rows} 行</translation>
    </message>
    <message>
        <source>Released: {rows} rows, {suppressed} suppressed (every quasi-identifier *)</source>
        <translation>发布数据：{rows} 行，其中 {suppressed} 行被抑制（所有准标识符均为 *）</translation>
    </message>
</context>
<context>
    <name>DatasetModel</name>
    <message>
        <source>{name}
{kind}, {missing} missing</source>
        <translation>{name}
{kind}，{missing} 个缺失值</translation>
    </message>
    <message>
        <source>{name}: {role}, {kind}, {distinct} distinct, {missing} missing, {failing} not {kind}</source>
        <translation>{name}：{role}，{kind}，{distinct} 个不同值，{missing} 个缺失值，{failing} 个非{kind}值</translation>
    </message>
</context>
<context>
    <name>DistributionTab</name>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
</context>
<context>
    <name>FreeTextPreview</name>
    <message>
        <source>Free text: {column}</source>
        <translation>自由文本：{column}</translation>
    </message>
    <message>
        <source>The first cells of {column} that redaction changes: what was found is highlighted with its kind, and below each cell is the text the release holds. Names, ID and phone numbers, addresses, dates and the values of the table&apos;s identifier columns are replaced; the rest of each sentence is kept.</source>
        <translation>{column} 中会被脱敏改动的前几个单元格：找到的内容以高亮标出其类别，每个单元格下方是发布数据中的文本。姓名、证件号和电话号码、地址、日期以及本表标识符列的值会被替换；句子的其余部分保留。</translation>
    </message>
    <message>
        <source>Finding names, numbers and addresses…</source>
        <translation>正在查找姓名、号码和地址…</translation>
    </message>
    <message>
        <source>Nothing to redact was found in the first rows of {column}.</source>
        <translation>在 {column} 的前几行中没有找到需要脱敏的内容。</translation>
    </message>
</context>
<context>
    <name>HierarchyEditor</name>
    <message>
        <source>Hierarchy of &apos;{column}&apos;</source>
        <translation>“{column}”的泛化层次</translation>
    </message>
    <message>
        <source>&lt;b&gt;{column}&lt;/b&gt; — {count} distinct values, {kind}</source>
        <translation>&lt;b&gt;{column}&lt;/b&gt; — {count} 个不同值，{kind}</translation>
    </message>
    <message>
        <source>A hierarchy tells how each value is generalized, one level at a time, up to the most general level. Build it with a builder, or edit any cell of the table by hand.</source>
        <translation>泛化层次说明每个值如何逐层泛化，直到最泛化的层级。可以用构建器生成，也可以手动编辑表格中的任意单元格。</translation>
    </message>
    <message>
        <source>Intervals (numbers)</source>
        <translation>区间（数字）</translation>
    </message>
    <message>
        <source>Masking (characters)</source>
        <translation>掩码（字符）</translation>
    </message>
    <message>
        <source>Grouping (ordered values)</source>
        <translation>分组（有序值）</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Explicit table (hand-edited)</source>
        <translation>显式表（手动编辑）</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>构建器</translation>
    </message>
    <message>
        <source>Build with</source>
        <translation>构建方式</translation>
    </message>
    <message>
        <source>Add level</source>
        <translation>添加层级</translation>
    </message>
    <message>
        <source>Insert a level below the most general one, copied from the level below it; then edit its labels.</source>
        <translation>在最泛化的层级之下插入一个层级，内容复制自其下一层级；然后编辑其标签。</translation>
    </message>
    <message>
        <source>Remove level</source>
        <translation>删除层级</translation>
    </message>
    <message>
        <source>Remove the level of the selected cell (level 0 stays).</source>
        <translation>删除所选单元格所在的层级（层级 0 保留）。</translation>
    </message>
    <message>
        <source>Edit by hand</source>
        <translation>手动编辑</translation>
    </message>
    <message>
        <source>Double-click a cell of the table to change a label. The builder&apos;s settings then no longer apply: the table is kept as typed.</source>
        <translation>双击表格中的单元格即可修改标签。此后构建器的设置不再适用：表格按输入的内容保留。</translation>
    </message>
    <message>
        <source>Import ARX CSV…</source>
        <translation>导入 ARX CSV…</translation>
    </message>
    <message>
        <source>Export ARX CSV…</source>
        <translation>导出 ARX CSV…</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
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
        <translation>树（根部为最泛化的层级）</translation>
    </message>
    <message>
        <source>The {builder} builder cannot build a hierarchy: {reason}</source>
        <translation>“{builder}”构建器无法构建泛化层次：{reason}</translation>
    </message>
    <message>
        <source>{rows} rows, {levels} levels (labels per level: {counts}).</source>
        <translation>{rows} 行，{levels} 个层级（各层级的标签数：{counts}）。</translation>
    </message>
    <message>
        <source>The hierarchy lacks {count} value(s) of the column: {values}. Those values cannot be generalized.</source>
        <translation>泛化层次缺少该列的 {count} 个值：{values}。这些值无法泛化。</translation>
    </message>
    <message>
        <source>Valid: every value of the column is covered and each level generalizes the level below.</source>
        <translation>有效：该列的每个值都已涵盖，且每个层级都是对其下一层级的泛化。</translation>
    </message>
    <message>
        <source>Level 0 (value)</source>
        <translation>层级 0（值）</translation>
    </message>
    <message>
        <source>Level {level} (most general)</source>
        <translation>层级 {level}（最泛化）</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>层级 {level}</translation>
    </message>
    <message>
        <source>The table is empty: choose a builder or import a hierarchy.</source>
        <translation>表格为空：请选择构建器或导入泛化层次。</translation>
    </message>
    <message>
        <source>Not a valid hierarchy: {reason}</source>
        <translation>不是有效的泛化层次：{reason}</translation>
    </message>
    <message>
        <source>Cannot import the hierarchy: {reason}</source>
        <translation>无法导入泛化层次：{reason}</translation>
    </message>
    <message>
        <source>ARX hierarchy (*.csv *.txt);;All files (*)</source>
        <translation>ARX 泛化层次 (*.csv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>the hierarchy</source>
        <translation>泛化层次</translation>
    </message>
    <message>
        <source>Import a hierarchy</source>
        <translation>导入泛化层次</translation>
    </message>
    <message>
        <source>Export the hierarchy</source>
        <translation>导出泛化层次</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Open {file}</source>
        <translation>打开 {file}</translation>
    </message>
    <message>
        <source>detect</source>
        <translation>自动检测</translation>
    </message>
    <message>
        <source>Cell values that mean &apos;no value&apos;, separated by commas; &apos;&apos; is the empty cell. Missing values are counted and kept apart from real values.</source>
        <translation>表示“无值”的单元格内容，用逗号分隔；&apos;&apos; 表示空单元格。缺失值会单独计数，不与真实值混在一起。</translation>
    </message>
    <message>
        <source>Read again with these options</source>
        <translation>按这些选项重新读取</translation>
    </message>
    <message>
        <source>SELECT … (instead of a table)</source>
        <translation>SELECT …（代替表）</translation>
    </message>
    <message>
        <source>The database table to open; empty: its only table</source>
        <translation>要打开的数据库表；留空：唯一的那个表</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>编码</translation>
    </message>
    <message>
        <source>Delimiter</source>
        <translation>分隔符</translation>
    </message>
    <message>
        <source>Sheet or table</source>
        <translation>工作表或数据表</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Missing values</source>
        <translation>缺失值</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>正在读取 {file}…</translation>
    </message>
    <message>
        <source>Database password</source>
        <translation>数据库密码</translation>
    </message>
    <message>
        <source>Password for {url} (not saved):</source>
        <translation>{url} 的密码（不会保存）：</translation>
    </message>
    <message>
        <source>{note}; choose another in the Sheet box and read again.</source>
        <translation>{note}；可在“工作表或数据表”框中选择其他工作表后重新读取。</translation>
    </message>
    <message>
        <source>&lt;b&gt;This file cannot be read with these options.&lt;/b&gt;&lt;br&gt;{message}&lt;br&gt;Change the encoding, delimiter or sheet and read it again.</source>
        <translation>&lt;b&gt;无法使用这些选项读取此文件。&lt;/b&gt;&lt;br&gt;{message}&lt;br&gt;请更改编码、分隔符或工作表后重新读取。</translation>
    </message>
    <message>
        <source>&lt;br&gt;About {size} of memory to open.</source>
        <translation>&lt;br&gt;打开约需 {size} 内存。</translation>
    </message>
    <message>
        <source>&lt;br&gt;About {size} of memory to open, more than this machine can spare: anonymize it out of core with &lt;code&gt;privdesk anonymize {file} --engine duckdb …&lt;/code&gt;</source>
        <translation>&lt;br&gt;打开约需 {size} 内存，超出本机可用内存：请用 &lt;code&gt;privdesk anonymize {file} --engine duckdb …&lt;/code&gt; 在内存外匿名化</translation>
    </message>
    <message>
        <source>{kind}, table &apos;{table}&apos;</source>
        <translation>{kind}，表“{table}”</translation>
    </message>
    <message>
        <source>{kind}, value labels shown for {columns}</source>
        <translation>{kind}，{columns} 显示为值标签</translation>
    </message>
    <message>
        <source>sheet &apos;{sheet}&apos;</source>
        <translation>工作表“{sheet}”</translation>
    </message>
    <message>
        <source>encoding {encoding}, delimiter &apos;{delimiter}&apos;</source>
        <translation>编码 {encoding}，分隔符“{delimiter}”</translation>
    </message>
    <message>
        <source>{file}: {rows} rows, {columns} columns ({how}); {missing} missing cells, {failing} values that do not fit their column&apos;s type (shaded red).</source>
        <translation>{file}：{rows} 行，{columns} 列（{how}）；{missing} 个缺失单元格，{failing} 个值与所在列的类型不符（以红色底纹标出）。</translation>
    </message>
</context>
<context>
    <name>Jobs</name>
    <message>
        <source>Stop the running job?</source>
        <translation>停止正在运行的任务？</translation>
    </message>
    <message>
        <source>A job has been running for {seconds:.0f} s. Stop it and start this one instead?</source>
        <translation>一个任务已运行 {seconds:.0f} 秒。要停止它并改为启动这个任务吗？</translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <source>Signing key</source>
        <translation>签名密钥</translation>
    </message>
    <message>
        <source>Reports are signed with your secret key; auditors check them with your public key (minisign format). The secret key is stored encrypted with your passphrase, which PrivDesk never saves.</source>
        <translation>报告使用您的私钥签名；审计人员使用您的公钥进行验证（minisign 格式）。私钥使用您的口令加密存储，PrivDesk 从不保存该口令。</translation>
    </message>
    <message>
        <source>Create a new key pair</source>
        <translation>创建新的密钥对</translation>
    </message>
    <message>
        <source>e.g. Data Protection Office, Example Hospital</source>
        <translation>例如：数据保护办公室，示例医院</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Create key pair</source>
        <translation>创建密钥对</translation>
    </message>
    <message>
        <source>Owner name</source>
        <translation>所有者名称</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>口令</translation>
    </message>
    <message>
        <source>Passphrase again</source>
        <translation>再次输入口令</translation>
    </message>
    <message>
        <source>Save in folder</source>
        <translation>保存到文件夹</translation>
    </message>
    <message>
        <source>Use an existing secret key</source>
        <translation>使用已有的私钥</translation>
    </message>
    <message>
        <source>Unlock key</source>
        <translation>解锁密钥</translation>
    </message>
    <message>
        <source>Secret key file</source>
        <translation>私钥文件</translation>
    </message>
    <message>
        <source>Export public key…</source>
        <translation>导出公钥…</translation>
    </message>
    <message>
        <source>Use this key</source>
        <translation>使用此密钥</translation>
    </message>
    <message>
        <source>Folder for the key pair</source>
        <translation>密钥对所在的文件夹</translation>
    </message>
    <message>
        <source>Choose a secret key</source>
        <translation>选择私钥</translation>
    </message>
    <message>
        <source>Give the key&apos;s owner name (it is shown to whoever verifies).</source>
        <translation>请填写密钥所有者名称（会向验证者显示）。</translation>
    </message>
    <message>
        <source>Choose a passphrase: it protects the secret key file.</source>
        <translation>请设置口令：它用于保护私钥文件。</translation>
    </message>
    <message>
        <source>The two passphrases differ. Type them again.</source>
        <translation>两次输入的口令不一致。请重新输入。</translation>
    </message>
    <message>
        <source>Creating the key pair (this takes a few seconds)…</source>
        <translation>正在创建密钥对（需要几秒钟）…</translation>
    </message>
    <message>
        <source>Created {secret} and {public}. Give the public key file to whoever verifies your reports; keep the secret key and its passphrase to yourself.</source>
        <translation>已创建 {secret} 和 {public}。请将公钥文件交给验证您报告的人；私钥及其口令请自己妥善保管。</translation>
    </message>
    <message>
        <source>Choose the secret key file first.</source>
        <translation>请先选择私钥文件。</translation>
    </message>
    <message>
        <source>Unlocking the key (this takes a few seconds)…</source>
        <translation>正在解锁密钥（需要几秒钟）…</translation>
    </message>
    <message>
        <source>The key is unlocked.</source>
        <translation>密钥已解锁。</translation>
    </message>
    <message>
        <source>Export the public key</source>
        <translation>导出公钥</translation>
    </message>
    <message>
        <source>Public key written to {path}.</source>
        <translation>公钥已写入 {path}。</translation>
    </message>
    <message>
        <source>No key is unlocked yet.</source>
        <translation>尚未解锁任何密钥。</translation>
    </message>
    <message>
        <source>Key in use: {owner}, key id {key_id}</source>
        <translation>正在使用的密钥：{owner}，密钥 ID {key_id}</translation>
    </message>
    <message>
        <source>(no owner name)</source>
        <translation>（无所有者名称）</translation>
    </message>
</context>
<context>
    <name>LevelPanel</name>
    <message>
        <source>The most this level&apos;s values may make up of any equivalence class.</source>
        <translation>该等级的值在任一等价类中所占的最大比例。</translation>
    </message>
    <message>
        <source>Move the selected value up</source>
        <translation>将所选值上移</translation>
    </message>
    <message>
        <source>Move the selected value down</source>
        <translation>将所选值下移</translation>
    </message>
    <message>
        <source>Move to…</source>
        <translation>移至…</translation>
    </message>
    <message>
        <source>Move the selected values to another level</source>
        <translation>将所选值移至其他等级</translation>
    </message>
    <message>
        <source>Remove level</source>
        <translation>删除层级</translation>
    </message>
    <message>
        <source>Remove this level; its values go to &apos;Without a level&apos;</source>
        <translation>删除此等级；其中的值将移至“无等级”</translation>
    </message>
    <message>
        <source>α (max share)</source>
        <translation>α（最大占比）</translation>
    </message>
    <message>
        <source>Drag values from here into a level.</source>
        <translation>将值从此处拖入某个等级。</translation>
    </message>
    <message>
        <source>Without a level</source>
        <translation>无等级</translation>
    </message>
    <message>
        <source>Level 1 — most sensitive</source>
        <translation>等级 1 — 最敏感</translation>
    </message>
    <message>
        <source>Level {level} — least sensitive</source>
        <translation>等级 {level} — 最不敏感</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>层级 {level}</translation>
    </message>
    <message>
        <source>α of level {level}</source>
        <translation>等级 {level} 的 α</translation>
    </message>
    <message>
        <source>(empty: missing values)</source>
        <translation>（空：缺失值）</translation>
    </message>
    <message>
        <source>Not a value of the column</source>
        <translation>不是该列中的值</translation>
    </message>
</context>
<context>
    <name>LevelsEditor</name>
    <message>
        <source>Sensitivity levels of &apos;{column}&apos;</source>
        <translation>“{column}”的敏感等级</translation>
    </message>
    <message>
        <source>&lt;b&gt;{column}&lt;/b&gt; — {count} distinct values</source>
        <translation>&lt;b&gt;{column}&lt;/b&gt; — {count} 个不同值</translation>
    </message>
    <message>
        <source>Put each value into a level: level 1 holds the most sensitive values. α bounds the share that a level&apos;s values may have in any equivalence class. Drag values between levels, or select them and use Move to…; the order inside a level breaks ties.</source>
        <translation>请将每个值放入一个等级：等级 1 存放最敏感的值。α 限定某一等级的值在任一等价类中所占比例的上限。可在等级之间拖动值，或选中后使用“移至…”；同一等级内的顺序用于区分并列情况。</translation>
    </message>
    <message>
        <source>Add level</source>
        <translation>添加层级</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>导入 CSV…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>{count} value(s) have no level yet: {values}. Move each into a level.</source>
        <translation>有 {count} 个值尚未分配等级：{values}。请将每个值移入一个等级。</translation>
    </message>
    <message>
        <source>Valid: {levels} levels, every value of the column has one.</source>
        <translation>有效：共 {levels} 个等级，该列的每个值都已分配等级。</translation>
    </message>
    <message>
        <source>Cannot import the level table: {reason}</source>
        <translation>无法导入敏感等级表：{reason}</translation>
    </message>
    <message>
        <source>Sensitivity levels (*.csv *.txt);;All files (*)</source>
        <translation>敏感等级 (*.csv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>the level table</source>
        <translation>敏感等级表</translation>
    </message>
    <message>
        <source>Import sensitivity levels</source>
        <translation>导入敏感等级</translation>
    </message>
    <message>
        <source>Export sensitivity levels</source>
        <translation>导出敏感等级</translation>
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
        <translation>数据</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Privacy</source>
        <translation>隐私</translation>
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
        <translation>报告</translation>
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
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open table…</source>
        <translation>打开数据表(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;database table…</source>
        <translation>打开数据库表(&amp;D)…</translation>
    </message>
    <message>
        <source>Open &amp;sample</source>
        <translation>打开示例(&amp;S)</translation>
    </message>
    <message>
        <source>Open &amp;project…</source>
        <translation>打开项目(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>保存项目(&amp;S)</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>项目另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Recover unsaved project…</source>
        <translation>恢复未保存的项目…</translation>
    </message>
    <message>
        <source>Audit a &amp;release…</source>
        <translation>审计发布数据(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>打开最近的文件(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;What the numbers mean</source>
        <translation>数字的含义(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;About PrivDesk</source>
        <translation>关于 PrivDesk(&amp;A)</translation>
    </message>
    <message>
        <source>About PrivDesk</source>
        <translation>关于 PrivDesk</translation>
    </message>
    <message>
        <source>PrivDesk {version}: prepare tabular data for release and prove that it is safe to release. Works offline.</source>
        <translation>PrivDesk {version}：为发布准备表格数据，并证明其可以安全发布。可离线使用。</translation>
    </message>
    <message>
        <source>PrivDesk will speak {language} when it starts next time.</source>
        <translation>PrivDesk 下次启动时将使用{language}。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>What the numbers mean</source>
        <translation>数字的含义</translation>
    </message>
    <message>
        <source>Open a table</source>
        <translation>打开数据表</translation>
    </message>
    <message>
        <source>Open a database table</source>
        <translation>打开数据库表</translation>
    </message>
    <message>
        <source>Database URL, e.g. postgresql://user@host/database, mysql+pymysql://user@host/database or mssql+pyodbc://user@dsn (the password is asked when needed and never saved):</source>
        <translation>数据库 URL，例如 postgresql://user@host/database、mysql+pymysql://user@host/database 或 mssql+pyodbc://user@dsn（需要时会询问密码，且从不保存）：</translation>
    </message>
    <message>
        <source>Open the released table {file}</source>
        <translation>打开发布表 {file}</translation>
    </message>
    <message>
        <source>Open a project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>无法打开文件</translation>
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
        <translation>{file} 已不存在，已将其从最近的文件中移除。</translation>
    </message>
    <message>
        <source>Cannot open the sample</source>
        <translation>无法打开示例</translation>
    </message>
    <message>
        <source>Open a released table</source>
        <translation>打开发布表</translation>
    </message>
    <message>
        <source>Audit a release</source>
        <translation>审计发布数据</translation>
    </message>
    <message>
        <source>Do you also have the original table this release was made from (same rows, same order)? With it the audit also measures the privacy level, entropy change and information loss.</source>
        <translation>您是否还有生成此发布数据所用的原始表（行相同、顺序相同）？如有，审计还将衡量隐私水平、熵变化和信息损失。</translation>
    </message>
    <message>
        <source>Open the original table</source>
        <translation>打开原始表</translation>
    </message>
    <message>
        <source>Open the original table {file}</source>
        <translation>打开原始表 {file}</translation>
    </message>
    <message>
        <source>Cannot use this original</source>
        <translation>无法使用此原始表</translation>
    </message>
    <message>
        <source>Cannot save the project</source>
        <translation>无法保存项目</translation>
    </message>
    <message>
        <source>Save the project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The project has unsaved changes. Save them first?</source>
        <translation>项目有未保存的更改。是否先保存？</translation>
    </message>
    <message>
        <source>Recover unsaved project</source>
        <translation>恢复未保存的项目</translation>
    </message>
    <message>
        <source>Autosaved projects, newest first:</source>
        <translation>自动保存的项目（最新的在前）：</translation>
    </message>
    <message>
        <source>Cannot recover the project</source>
        <translation>无法恢复项目</translation>
    </message>
    <message>
        <source>Released: see Analyze and Report.</source>
        <translation>已发布：请查看“分析”和“报告”。</translation>
    </message>
    <message>
        <source>Still missing: {what}</source>
        <translation>尚缺：{what}</translation>
    </message>
    <message>
        <source>Ready to anonymize (step 4).</source>
        <translation>可以进行匿名化（第 4 步）。</translation>
    </message>
    <message>
        <source>{seconds:.1f} s</source>
        <translation>{seconds:.1f} 秒</translation>
    </message>
    <message>
        <source>Check the data or the settings</source>
        <translation>请检查数据或设置</translation>
    </message>
    <message>
        <source>No release meets the privacy models</source>
        <translation>没有满足隐私模型的发布结果</translation>
    </message>
    <message>
        <source>The run stopped</source>
        <translation>运行已停止</translation>
    </message>
    <message>
        <source>Not enough memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>The computer ran out of memory. Close other programs, or use fewer quasi-identifiers or a smaller table.</source>
        <translation>计算机内存不足。请关闭其他程序，或减少准标识符，或使用更小的数据表。</translation>
    </message>
    <message>
        <source>Best so far: score {score:.4f} after {nodes:,} candidates</source>
        <translation>目前最佳：评估 {nodes:,} 个候选后得分 {score:.4f}</translation>
    </message>
</context>
<context>
    <name>MeasuresTab</name>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>PL = DR × IR</source>
        <translation>PL = DR × IR</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>数据项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Per attribute: DR discrimination rate, IR information retained, PL privacy level (0 = protected, 1 = exposed)</source>
        <translation>按属性：DR 区分率，IR 信息保留率，PL 隐私水平（0 = 受保护，1 = 暴露）</translation>
    </message>
    <message>
        <source>The whole release</source>
        <translation>整个发布数据</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>总体</translation>
    </message>
    <message>
        <source>PL, DR and IR compare the release with its original, which an audit does not have.</source>
        <translation>PL、DR 和 IR 是将发布数据与其原始表进行比较得出的，而审计时没有原始表。</translation>
    </message>
    <message>
        <source>Privacy level PL (overall)</source>
        <translation>隐私水平 PL（总体）</translation>
    </message>
    <message>
        <source>Entropy change EC (utility kept)</source>
        <translation>熵变化 EC（保留的效用）</translation>
    </message>
    <message>
        <source>Highest re-identification risk</source>
        <translation>最高重识别风险</translation>
    </message>
    <message>
        <source>Average re-identification risk</source>
        <translation>平均重识别风险</translation>
    </message>
    <message>
        <source>Overall risk (with the environment)</source>
        <translation>总体风险（考虑环境）</translation>
    </message>
    <message>
        <source>Risk threshold</source>
        <translation>风险阈值</translation>
    </message>
    <message>
        <source>Records above the threshold</source>
        <translation>超过阈值的记录</translation>
    </message>
    <message>
        <source>Equivalence classes</source>
        <translation>等价类</translation>
    </message>
    <message>
        <source>Smallest / largest class</source>
        <translation>最小 / 最大等价类</translation>
    </message>
    <message>
        <source>Suppressed records</source>
        <translation>被抑制的记录</translation>
    </message>
    <message>
        <source>Information loss (ARX loss, 0 … 1)</source>
        <translation>信息损失（ARX 损失，0 … 1）</translation>
    </message>
    <message>
        <source>Precision loss</source>
        <translation>精度损失</translation>
    </message>
    <message>
        <source>Weighted hierarchical distance WHD (total)</source>
        <translation>加权层次距离 WHD（总计）</translation>
    </message>
    <message>
        <source>WHD per record</source>
        <translation>每条记录的 WHD</translation>
    </message>
    <message>
        <source>Discernibility</source>
        <translation>可区分度</translation>
    </message>
    <message>
        <source>Attribute entropy lost (bits)</source>
        <translation>损失的属性熵（比特）</translation>
    </message>
    <message>
        <source>Search score ({metric})</source>
        <translation>搜索得分（{metric}）</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>identifier</source>
        <translation>标识符</translation>
    </message>
    <message>
        <source>quasi-identifier</source>
        <translation>准标识符</translation>
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
        <translation>患者标识</translation>
    </message>
    <message>
        <source>Free text</source>
        <translation>自由文本</translation>
    </message>
    <message>
        <source>integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>decimal</source>
        <translation>小数</translation>
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
        <translation>文本</translation>
    </message>
    <message>
        <source>Tables (*.csv *.txt *.tsv *.xlsx *.xlsm *.xls *.parquet *.feather *.arrow *.sav *.zsav *.dta *.sas7bdat *.xpt *.sqlite *.sqlite3 *.db);;All files (*)</source>
        <translation>表格 (*.csv *.txt *.tsv *.xlsx *.xlsm *.xls *.parquet *.feather *.arrow *.sav *.zsav *.dta *.sas7bdat *.xpt *.sqlite *.sqlite3 *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <source>PrivDesk projects (*.privdesk)</source>
        <translation>PrivDesk 项目 (*.privdesk)</translation>
    </message>
    <message>
        <source>minisign secret keys (*.key);;All files (*)</source>
        <translation>minisign 私钥 (*.key);;所有文件 (*)</translation>
    </message>
    <message>
        <source>minisign public keys (*.pub);;All files (*)</source>
        <translation>minisign 公钥 (*.pub);;所有文件 (*)</translation>
    </message>
    <message>
        <source>minisign signatures (*.minisig);;All files (*)</source>
        <translation>minisign 签名 (*.minisig);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>PopulationRiskView</name>
    <message>
        <source>Run or audit a release to see its risk under the three attacker models.</source>
        <translation>运行或审计一次发布，即可查看三种攻击者模型下的风险。</translation>
    </message>
    <message>
        <source>Prosecutor (knows the person is in this table): highest risk {highest:.4f}; on average {average:.2%} of the records could be re-identified.</source>
        <translation>检察官（知道此人在本表中）：最高风险 {highest:.4f}；平均 {average:.2%} 的记录可能被重识别。</translation>
    </message>
    <message>
        <source>Journalist (knows the person is in the population table): highest risk {highest:.4f}; on average {average:.2%} of the records.</source>
        <translation>记者（知道此人在总体表中）：最高风险 {highest:.4f}；平均 {average:.2%} 的记录。</translation>
    </message>
    <message>
        <source>Journalist (knows the person is in the population): without a population table this equals the prosecutor&apos;s risk, highest {highest:.4f}.</source>
        <translation>记者（知道此人在总体中）：没有总体表时，它等于检察官风险，最高 {highest:.4f}。</translation>
    </message>
    <message>
        <source>Marketer (re-identifies as many people as possible): {rate:.2%} of the records on average.</source>
        <translation>营销者（重识别尽可能多的人）：平均 {rate:.2%} 的记录。</translation>
    </message>
    <message>
        <source>Sample uniqueness: {share:.2%} of the records are the only one with their values in this table.</source>
        <translation>样本唯一性：{share:.2%} 的记录在本表中取值独一无二。</translation>
    </message>
    <message>
        <source>Population uniqueness ({estimator}): an estimated {share:.4%} of the population of {size:,.0f} people is unique on these quasi-identifiers.</source>
        <translation>总体唯一性（{estimator}）：在 {size:,.0f} 人的总体中，估计有 {share:.4%} 的人在这些准标识符上唯一。</translation>
    </message>
    <message>
        <source>Population uniqueness: give the sampling fraction or the population size on the Privacy page to estimate how many people are unique in the population.</source>
        <translation>总体唯一性：请在隐私页面给出抽样比例或总体人数，以估计总体中有多少人唯一。</translation>
    </message>
    <message>
        <source>k-map: every class matches at least {k:,} people of the population table.</source>
        <translation>k-map：每个等价类至少对应总体表中的 {k:,} 个人。</translation>
    </message>
</context>
<context>
    <name>PresetPanel</name>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Remove and coarsen the detected identifiers before the search, by a de-identification standard&apos;s rules; the report lists every rule applied.</source>
        <translation>在搜索之前，按去标识化标准的规则删除并粗化检测到的标识符；报告列出所应用的每一条规则。</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>预设：</translation>
    </message>
    <message>
        <source>No preset: the table goes to the search as it is.</source>
        <translation>无预设：表格原样进入搜索。</translation>
    </message>
    <message>
        <source>The preset finds nothing to change in this table.</source>
        <translation>该预设在此表格中没有需要改动的内容。</translation>
    </message>
    <message>
        <source>Before the search, this preset will:</source>
        <translation>在搜索之前，该预设将：</translation>
    </message>
    <message>
        <source>• {column}: {reason} ({values} values)</source>
        <translation>• {column}：{reason}（{values} 个值）</translation>
    </message>
</context>
<context>
    <name>PrivacyPage</name>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Dankar&apos;s decision rule</source>
        <translation>Dankar 决策规则</translation>
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
        <translation>SNB（Chen 与 Keller-McNulty）</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>The table of the people the data is drawn from (for example a register), with the same quasi-identifier columns; it must contain every released person.</source>
        <translation>数据所来自的人群表（例如登记册），须包含相同的准标识符列，并包含每一位被发布的人。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Add model</source>
        <translation>添加模型</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>移除所选</translation>
    </message>
    <message>
        <source>Privacy models the release must meet</source>
        <translation>发布数据必须满足的隐私模型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Sensitive attribute</source>
        <translation>敏感属性</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>δmin (lower bound)</source>
        <translation>δmin（下限）</translation>
    </message>
    <message>
        <source>Population table (δ-presence)</source>
        <translation>总体表（δ-存在性）</translation>
    </message>
    <message>
        <source>Optimal generalization (ARX&apos;s search)</source>
        <translation>最优泛化（ARX 搜索）</translation>
    </message>
    <message>
        <source>Heuristic generalization (many quasi-identifiers; anytime)</source>
        <translation>启发式泛化（多个准标识符；随时可停）</translation>
    </message>
    <message>
        <source>Mondrian (local recoding)</source>
        <translation>Mondrian（局部重编码）</translation>
    </message>
    <message>
        <source>Greedy (αij,k,m) with sensitivity levels</source>
        <translation>贪心 (αij,k,m)，使用敏感等级</translation>
    </message>
    <message>
        <source>Differential privacy (SafePub; settings on the Anonymize page)</source>
        <translation>差分隐私（SafePub；在“匿名化”页面设置）</translation>
    </message>
    <message>
        <source>Suppressed whole</source>
        <translation>整条抑制</translation>
    </message>
    <message>
        <source>Single cells suppressed (ARX&apos;s mode)</source>
        <translation>只抑制单个单元格（ARX 模式）</translation>
    </message>
    <message>
        <source>Single cells suppressed, gradually</source>
        <translation>只抑制单个单元格（渐进）</translation>
    </message>
    <message>
        <source>How to anonymize</source>
        <translation>匿名化方式</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Utility to keep (metric)</source>
        <translation>要保留的效用（指标）</translation>
    </message>
    <message>
        <source>Suppression limit</source>
        <translation>抑制上限</translation>
    </message>
    <message>
        <source>Records over the limit</source>
        <translation>超出上限的记录</translation>
    </message>
    <message>
        <source>Time limit (the best release so far is kept)</source>
        <translation>时间限制（保留目前的最佳发布）</translation>
    </message>
    <message>
        <source>Public (anyone may get it)</source>
        <translation>公开（任何人都可获取）</translation>
    </message>
    <message>
        <source>Semi-public (registered users)</source>
        <translation>半公开（注册用户）</translation>
    </message>
    <message>
        <source>Non-public (a known recipient under contract)</source>
        <translation>非公开（签有合同的已知接收方）</translation>
    </message>
    <message>
        <source>Re-identification risk (GB/T 37964)</source>
        <translation>重识别风险（GB/T 37964）</translation>
    </message>
    <message>
        <source>Release model</source>
        <translation>发布模式</translation>
    </message>
    <message>
        <source>Invasion of privacy if re-identified</source>
        <translation>被重识别时的隐私侵犯程度</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <source>Share of the population that is in the table (e.g. 0.1 for a 10% sample); 1 when the table is the whole population.</source>
        <translation>总体中进入该表的比例（例如 10% 的样本填 0.1）；若该表就是整个总体则填 1。</translation>
    </message>
    <message>
        <source>Sampling fraction (population risk)</source>
        <translation>抽样比例（总体风险）</translation>
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
        <translation>接收方的攻击动机和能力</translation>
    </message>
    <message>
        <source>Share of the population with the data&apos;s trait (p)</source>
        <translation>总体中具有该数据特征的比例 (p)</translation>
    </message>
    <message>
        <source>Acquaintances per person (m, 150–190)</source>
        <translation>每人的熟人数 (m, 150–190)</translation>
    </message>
    <message>
        <source>Chance of a data breach at the recipient</source>
        <translation>接收方发生数据泄露的可能性</translation>
    </message>
    <message>
        <source>Identifiers (names, record numbers)</source>
        <translation>标识符（姓名、记录编号）</translation>
    </message>
    <message>
        <source>Cannot add the model</source>
        <translation>无法添加模型</translation>
    </message>
    <message>
        <source>Open the population table</source>
        <translation>打开总体表</translation>
    </message>
    <message>
        <source>Open the population table {file}</source>
        <translation>打开总体表 {file}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Automatic (optimal for small searches, genetic for large ones)</source>
        <translation>自动（小搜索用最优，大搜索用遗传算法）</translation>
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
        <translation>阈值 {threshold:g}：每组至少 {size} 条记录</translation>
    </message>
    <message>
        <source>as the invasion of privacy sets it</source>
        <translation>按隐私侵犯程度确定</translation>
    </message>
    <message>
        <source>Highest risk allowed</source>
        <translation>允许的最高风险</translation>
    </message>
    <message>
        <source>No column is marked as identifier.</source>
        <translation>没有列被标记为标识符。</translation>
    </message>
    <message>
        <source>Remove the column</source>
        <translation>删除该列</translation>
    </message>
    <message>
        <source>Keep the first characters</source>
        <translation>保留开头的字符</translation>
    </message>
    <message>
        <source>Keep the last characters</source>
        <translation>保留末尾的字符</translation>
    </message>
    <message>
        <source>Replace by a keyed pseudonym</source>
        <translation>替换为带密钥的假名</translation>
    </message>
</context>
<context>
    <name>ReportPage</name>
    <message>
        <source>Export the release and its audit report</source>
        <translation>导出发布数据及其审计报告</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Released data as Excel (anonymized.xlsx)</source>
        <translation>发布数据导出为 Excel（anonymized.xlsx）</translation>
    </message>
    <message>
        <source>Include the released data as a sheet of report.xlsx</source>
        <translation>将发布数据作为 report.xlsx 的一个工作表包含在内</translation>
    </message>
    <message>
        <source>your name or office, as the signature should name it</source>
        <translation>您的姓名或部门，即签名中应显示的名称</translation>
    </message>
    <message>
        <source>Signing key…</source>
        <translation>签名密钥…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Into folder</source>
        <translation>目标文件夹</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>report.xlsx (for people) and report.json (for machines), made from the same record</source>
        <translation>report.xlsx（供人阅读）和 report.json（供机器读取），由同一份记录生成</translation>
    </message>
    <message>
        <source>Released data as CSV (anonymized.csv, UTF-8)</source>
        <translation>发布数据导出为 CSV（anonymized.csv，UTF-8）</translation>
    </message>
    <message>
        <source>Cells that a spreadsheet would run as formulas (starting with =, +, - or @) are written as text.</source>
        <translation>电子表格会当作公式执行的单元格（以 =、+、- 或 @ 开头）将以文本形式写入。</translation>
    </message>
    <message>
        <source>Signing key</source>
        <translation>签名密钥</translation>
    </message>
    <message>
        <source>Signer</source>
        <translation>签名人</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>已写入</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Signed</source>
        <translation>已签名</translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Check that a report or data file is unchanged since it was signed, and who signed it, with the signer&apos;s public key (.pub). Auditors can do the same with minisign: minisign -V -p KEY.pub -m report.xlsx</source>
        <translation>使用签名人的公钥（.pub）检查报告或数据文件自签名以来是否未被更改，以及由谁签名。审计人员也可以用 minisign 进行同样的检查：minisign -V -p KEY.pub -m report.xlsx</translation>
    </message>
    <message>
        <source>Verify a signed file…</source>
        <translation>验证已签名的文件…</translation>
    </message>
    <message>
        <source>Run the anonymization first (step 4); then export the released data and a signed report here.</source>
        <translation>请先运行匿名化（第 4 步），然后在此导出发布数据和已签名的报告。</translation>
    </message>
    <message>
        <source>Check the table on the Analyze page first (step 5); then export its signed audit report here.</source>
        <translation>请先在“分析”页面检查数据表（第 5 步），然后在此导出其已签名的审计报告。</translation>
    </message>
    <message>
        <source>✔ every check passes</source>
        <translation>✔ 所有检查均通过</translation>
    </message>
    <message>
        <source>✘ some checks fail: the report says which</source>
        <translation>✘ 部分检查未通过：详见报告</translation>
    </message>
    <message>
        <source>Audit of the table as opened</source>
        <translation>对所打开数据表的审计</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>发布数据</translation>
    </message>
    <message>
        <source>{kind}: {rows} rows, {columns} columns; {verdict}. Report id {report_id}.</source>
        <translation>{kind}：{rows} 行，{columns} 列；{verdict}。报告 ID {report_id}。</translation>
    </message>
    <message>
        <source>Released data in the input&apos;s format ({file}, {format})</source>
        <translation>以输入文件的格式保存发布数据（{file}，{format}）</translation>
    </message>
    <message>
        <source>✔ {owner} (key id {key_id}): the files will be signed.</source>
        <translation>✔ {owner}（密钥 ID {key_id}）：文件将被签名。</translation>
    </message>
    <message>
        <source>{file}: you will be asked for its passphrase when exporting.</source>
        <translation>{file}：导出时将要求您输入其口令。</translation>
    </message>
    <message>
        <source>No signing key: the files will not be signed. Create or choose one with Signing key…</source>
        <translation>没有签名密钥：文件将不会被签名。请通过“签名密钥…”创建或选择一个。</translation>
    </message>
    <message>
        <source>Export into folder</source>
        <translation>导出到文件夹</translation>
    </message>
    <message>
        <source>Choose the folder to export into.</source>
        <translation>请选择要导出到的文件夹。</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>口令</translation>
    </message>
    <message>
        <source>Passphrase of the signing key {file} (leave empty to export without signing):</source>
        <translation>签名密钥 {file} 的口令（留空则导出时不签名）：</translation>
    </message>
    <message>
        <source>Nothing to export yet: run the anonymization first (step 4).</source>
        <translation>暂无可导出的内容：请先运行匿名化（第 4 步）。</translation>
    </message>
    <message>
        <source>Another job is running; wait for it to finish.</source>
        <translation>另一个任务正在运行，请等待其完成。</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>正在导出…</translation>
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
        <translation>✔ 已写入 {folder} 并签名（密钥 ID {key_id}）。</translation>
    </message>
    <message>
        <source>✔ Written into {folder}, not signed.</source>
        <translation>✔ 已写入 {folder}，未签名。</translation>
    </message>
    <message>
        <source>✘ Not exported: {reason}</source>
        <translation>✘ 未导出：{reason}</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>已取消，未写入任何内容。</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Suggested roles</source>
        <translation>建议的角色</translation>
    </message>
    <message>
        <source>Undo all suggestions</source>
        <translation>撤销全部建议</translation>
    </message>
    <message>
        <source>Role of {column}</source>
        <translation>{column} 的角色</translation>
    </message>
    <message>
        <source>Type of {column}</source>
        <translation>{column} 的类型</translation>
    </message>
    <message>
        <source>Hierarchy of {column}</source>
        <translation>{column} 的层次结构</translation>
    </message>
    <message>
        <source>Level table of {column}</source>
        <translation>{column} 的敏感等级表</translation>
    </message>
    <message>
        <source>Privacy models</source>
        <translation>隐私模型</translation>
    </message>
    <message>
        <source>Algorithm settings</source>
        <translation>算法设置</translation>
    </message>
    <message>
        <source>Risk settings</source>
        <translation>风险设置</translation>
    </message>
    <message>
        <source>Privacy settings</source>
        <translation>隐私设置</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Context of the release</source>
        <translation>发布的背景</translation>
    </message>
    <message>
        <source>Open a table (File → Open) or the sample (File → Open sample).</source>
        <translation>请打开一个数据表（文件 → 打开）或示例（文件 → 打开示例）。</translation>
    </message>
    <message>
        <source>Mark at least one column as quasi-identifier (Attributes).</source>
        <translation>请至少将一列标记为准标识符（属性）。</translation>
    </message>
    <message>
        <source>Add a privacy model, e.g. k-anonymity (Privacy).</source>
        <translation>请添加一个隐私模型，例如 k-匿名（隐私）。</translation>
    </message>
    <message>
        <source>Define a hierarchy for {columns} (Attributes).</source>
        <translation>请为 {columns} 定义泛化层次（属性）。</translation>
    </message>
    <message>
        <source>Choose the population table for δ-presence (Privacy).</source>
        <translation>请为 δ-存在性选择总体表（隐私）。</translation>
    </message>
    <message>
        <source>Give the sampling fraction for population uniqueness (Privacy).</source>
        <translation>请为总体唯一性给出抽样比例（隐私）。</translation>
    </message>
    <message>
        <source>{model} needs the {search} search (Privacy).</source>
        <translation>{model} 需要 {search} 搜索（隐私）。</translation>
    </message>
    <message>
        <source>Mark {column} as sensitive: a privacy model protects it.</source>
        <translation>请将 {column} 标记为敏感：有隐私模型在保护它。</translation>
    </message>
</context>
<context>
    <name>SolutionsTab</name>
    <message>
        <source>Use the selected solution</source>
        <translation>使用所选方案</translation>
    </message>
    <message>
        <source>An audit has no solutions to choose from.</source>
        <translation>审计没有可供选择的候选方案。</translation>
    </message>
    <message>
        <source>Only the optimal search (step 3) lists alternative solutions.</source>
        <translation>只有最优搜索（第 3 步）会列出其他候选方案。</translation>
    </message>
    <message>
        <source>The optimal search found these minimal solutions (generalization level per quasi-identifier; 0 = as is). A lower score loses less information. Choose another one to anonymize with exactly those levels — the verdict, measures and charts follow.</source>
        <translation>最优搜索找到了以下最小候选方案（每个准标识符的泛化层级；0 = 保持原样）。得分越低，损失的信息越少。选择另一个方案即可按这些层级重新匿名化——结论、度量和图表都会随之更新。</translation>
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
        <translation>被抑制的记录</translation>
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
        <translation>l（l-多样性）</translation>
    </message>
    <message>
        <source>t (t-closeness)</source>
        <translation>t（t-接近性）</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation>运行参数扫描</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>From</source>
        <translation>起始值</translation>
    </message>
    <message>
        <source>To</source>
        <translation>结束值</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步长</translation>
    </message>
</context>
<context>
    <name>TableFileActions</name>
    <message>
        <source>Cannot export {what}: {reason}</source>
        <translation>无法导出{what}：{reason}</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>已导出到 {path}。</translation>
    </message>
</context>
<context>
    <name>UsefulnessTab</name>
    <message>
        <source>The column the classifiers predict from every other column.</source>
        <translation>分类器根据其余所有列来预测的列。</translation>
    </message>
    <message>
        <source>Suppressed cells stand for every value</source>
        <translation>被抑制的单元格代表所有取值</translation>
    </message>
    <message>
        <source>Off: the cells of the records the release suppressed are left out of the statistics. On: each stands for every value of its column. A * that generalizes a value to the top always stands for every value.</source>
        <translation>关闭：发布数据所抑制记录的单元格不计入统计。开启：每个这样的单元格代表其所在列的所有取值。仅把取值泛化到最高层级的 * 始终代表所有取值。</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Table of</source>
        <translation>列联表：</translation>
    </message>
    <message>
        <source>and</source>
        <translation>与</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Distinct before → after</source>
        <translation>不同值（之前 → 之后）</translation>
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
        <translation>之后的均值</translation>
    </message>
    <message>
        <source>Mean range after</source>
        <translation>之后的均值范围</translation>
    </message>
    <message>
        <source>SD before</source>
        <translation>之前的标准差</translation>
    </message>
    <message>
        <source>SD after</source>
        <translation>之后的标准差</translation>
    </message>
    <message>
        <source>Mode before</source>
        <translation>之前的众数</translation>
    </message>
    <message>
        <source>Mode after</source>
        <translation>之后的众数</translation>
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
        <translation>请选择两个属性以生成列联表。</translation>
    </message>
    <message>
        <source>Choose a target to compare classifiers.</source>
        <translation>请选择一个目标以比较分类器。</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>The usefulness analysis needs the original table next to the release.</source>
        <translation>可用性分析需要与发布数据配套的原始表。</translation>
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
        <translation>另一个任务正在运行，请等待其完成。</translation>
    </message>
    <message>
        <source>Analysing the release&apos;s usefulness…</source>
        <translation>正在分析发布数据的可用性…</translation>
    </message>
</context>
<context>
    <name>VerdictPanel</name>
    <message>
        <source>public</source>
        <translation>公开</translation>
    </message>
    <message>
        <source>semi-public</source>
        <translation>半公开</translation>
    </message>
    <message>
        <source>non-public</source>
        <translation>非公开</translation>
    </message>
    <message>
        <source>overall re-identification risk</source>
        <translation>总体重识别风险</translation>
    </message>
    <message>
        <source>strict average re-identification risk</source>
        <translation>严格平均重识别风险</translation>
    </message>
    <message>
        <source>highest re-identification risk</source>
        <translation>最高重识别风险</translation>
    </message>
    <message>
        <source>✔ Safe for a {model} release: {measure} {risk} ≤ threshold {threshold}</source>
        <translation>✔ 适合{model}发布：{measure} {risk} ≤ 阈值 {threshold}</translation>
    </message>
    <message>
        <source>, and every privacy model holds.</source>
        <translation>，且所有隐私模型均满足。</translation>
    </message>
    <message>
        <source>✘ Not safe for a {model} release: {measure} {risk} &gt; threshold {threshold}.</source>
        <translation>✘ 不适合{model}发布：{measure} {risk} &gt; 阈值 {threshold}。</translation>
    </message>
    <message>
        <source>{failed} of {total} privacy models fail too.</source>
        <translation>另外，{total} 个隐私模型中有 {failed} 个也未满足。</translation>
    </message>
    <message>
        <source>✘ Not safe as it is: {failed} of {total} privacy models fail.</source>
        <translation>✘ 按现状不安全：{total} 个隐私模型中有 {failed} 个未满足。</translation>
    </message>
    <message>
        <source>generalize more (a solution with higher levels under Solutions, or a larger k in step 3), or raise the suppression limit (step 3) so the smallest classes are suppressed</source>
        <translation>进一步泛化（在“候选方案”中选择层级更高的方案，或在第 3 步中增大 k），或提高抑制上限（第 3 步），使最小的等价类被抑制</translation>
    </message>
    <message>
        <source>relax the failing model (a smaller l or a larger t, step 3), raise the suppression limit, or generalize more</source>
        <translation>放宽未满足的模型（在第 3 步中减小 l 或增大 t），提高抑制上限，或进一步泛化</translation>
    </message>
    <message>
        <source>or anonymize the original table with PrivDesk</source>
        <translation>或使用 PrivDesk 对原始表进行匿名化</translation>
    </message>
    <message>
        <source>What to try next: {tips}.</source>
        <translation>下一步可以尝试：{tips}。</translation>
    </message>
    <message>
        <source>Audit of the table as opened ({rows} rows).</source>
        <translation>审计打开的数据表（{rows} 行）。</translation>
    </message>
    <message>
        <source>{algorithm}, levels {levels}.</source>
        <translation>{algorithm}，层级 {levels}。</translation>
    </message>
    <message>
        <source>{classes} classes (smallest {smallest}, average {average}); {suppressed} records suppressed.</source>
        <translation>{classes} 个等价类（最小 {smallest}，平均 {average}）；{suppressed} 条记录被抑制。</translation>
    </message>
</context>
<context>
    <name>VerifyDialog</name>
    <message>
        <source>Verify a signed file</source>
        <translation>验证已签名的文件</translation>
    </message>
    <message>
        <source>a .pub file, or the key itself (base64, as minisign -P)</source>
        <translation>.pub 文件，或密钥本身（base64，与 minisign -P 相同）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>Trusted public key</source>
        <translation>受信任的公钥</translation>
    </message>
    <message>
        <source>Choose a file, its signature and the public key you trust, then Verify.</source>
        <translation>请选择文件、其签名以及您信任的公钥，然后点击“验证”。</translation>
    </message>
    <message>
        <source>Choose the signed file</source>
        <translation>选择已签名的文件</translation>
    </message>
    <message>
        <source>Choose the signature</source>
        <translation>选择签名</translation>
    </message>
    <message>
        <source>Choose the trusted public key</source>
        <translation>选择受信任的公钥</translation>
    </message>
    <message>
        <source>Choose the file and the public key first.</source>
        <translation>请先选择文件和公钥。</translation>
    </message>
    <message>
        <source>✔ Valid signature: the file is unchanged since it was signed with the trusted key.</source>
        <translation>✔ 签名有效：文件自使用受信任的密钥签名以来未被更改。</translation>
    </message>
    <message>
        <source>✘ NOT valid: {reason}</source>
        <translation>✘ 无效：{reason}</translation>
    </message>
    <message>
        <source>Signer: {value}</source>
        <translation>签名人：{value}</translation>
    </message>
    <message>
        <source>Signed at: {value}</source>
        <translation>签名时间：{value}</translation>
    </message>
    <message>
        <source>Report id: {value}</source>
        <translation>报告 ID：{value}</translation>
    </message>
    <message>
        <source>Signature&apos;s key id: {value}</source>
        <translation>签名的密钥 ID：{value}</translation>
    </message>
    <message>
        <source>Trusted key id: {value}</source>
        <translation>受信任的密钥 ID：{value}</translation>
    </message>
    <message>
        <source>SHA-256 of the file: {value}</source>
        <translation>文件的 SHA-256：{value}</translation>
    </message>
    <message>
        <source>the report workbook</source>
        <translation>报告工作簿</translation>
    </message>
    <message>
        <source>the released data</source>
        <translation>发布数据</translation>
    </message>
    <message>
        <source>the project file</source>
        <translation>项目文件</translation>
    </message>
    <message>
        <source>This file is {role} named in the signature.</source>
        <translation>此文件是签名中指明的{role}。</translation>
    </message>
    <message>
        <source>SHA-256 of {what} (signed): {value}</source>
        <translation>{what}的 SHA-256（已签名）：{value}</translation>
    </message>
</context>
<context>
    <name>WeightsPanel</name>
    <message>
        <source>Attribute weights</source>
        <translation>属性权重</translation>
    </message>
    <message>
        <source>Weight the quasi-identifiers</source>
        <translation>为准标识符设置权重</translation>
    </message>
    <message>
        <source>Unticked, every quasi-identifier weighs the same.</source>
        <translation>不勾选时，所有准标识符的权重相同。</translation>
    </message>
    <message>
        <source>For the weighted measures and algorithms. Type any positive numbers: they are normalised to shares that sum to 100 %.</source>
        <translation>用于加权的度量和算法。可输入任意正数：它们会被归一化为总和为 100 % 的占比。</translation>
    </message>
    <message>
        <source>Quasi-identifier</source>
        <translation>准标识符</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Equal weights</source>
        <translation>相同权重</translation>
    </message>
    <message>
        <source>Weight of {column}</source>
        <translation>{column} 的权重</translation>
    </message>
</context>
</TS>
