<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
  <context>
    <name>PrivDesk</name>
    <message>
      <source>re-checking the release</source>
      <translation>正在重新检查发布数据</translation>
    </message>
    <message>
      <source>done</source>
      <translation>完成</translation>
    </message>
    <message>
      <source>attacking the release</source>
      <translation>正在攻击发布数据</translation>
    </message>
    <message>
      <source>written</source>
      <translation>已写入</translation>
    </message>
    <message>
      <source>measuring the release</source>
      <translation>正在度量发布数据</translation>
    </message>
    <message>
      <source>dates are shifted per person: give the person key (--person COLUMN)</source>
      <translation>日期按人偏移：请给出患者标识（--person 列名）</translation>
    </message>
    <message>
      <source>the differentially private release</source>
      <translation>差分隐私发布</translation>
    </message>
    <message>
      <source>the time limit must be a positive number of seconds</source>
      <translation>时间限制必须是正的秒数</translation>
    </message>
    <message>
      <source>the step limit must be at least 1</source>
      <translation>步数限制至少为 1</translation>
    </message>
    <message>
      <source>the risk threshold bound the result: it needs classes of at least {size:,} records, the privacy models alone {models:,}</source>
      <translation>结果由风险阈值决定：它要求每个等价类至少有 {size:,} 条记录，而仅隐私模型只要求 {models:,} 条</translation>
    </message>
    <message>
      <source>writing the audit report</source>
      <translation>正在写入审计报告</translation>
    </message>
    <message>
      <source>no release of {algorithm} meets the risk threshold: {sentences}</source>
      <translation>{algorithm} 生成的发布数据均不满足风险阈值：{sentences}</translation>
    </message>
    <message>
      <source>{label} needs the population table the data is drawn from</source>
      <translation>{label} 需要数据所来源的总体表</translation>
    </message>
    <message>
      <source>a population table</source>
      <translation>总体表</translation>
    </message>
    <message>
      <source>{requirement} (logarithm base {base:g})</source>
      <translation>{requirement}（以 {base:g} 为底的对数）</translation>
    </message>
    <message>
      <source>{what} is not computed over persons yet; leave out the person key or the population table</source>
      <translation>{what}尚不能按人计算；请去掉患者标识或总体表</translation>
    </message>
    <message>
      <source>{requirement}, counted in persons ('{person}')</source>
      <translation>{requirement}，按人计数（'{person}'）</translation>
    </message>
    <message>
      <source>the released values of '{name}' are not all labels of one level of its hierarchy (e.g. {values}); δ-presence needs a full-domain release</source>
      <translation>“{name}”的发布值并非全部是其泛化层次同一层级的标签（例如 {values}）；δ-存在性要求全域泛化的发布数据</translation>
    </message>
    <message>
      <source>the sample project is not ready:</source>
      <translation>示例项目尚未就绪：</translation>
    </message>
    <message>
      <source>PrivDesk demo: {project}, {rows:,} rows → {folder}</source>
      <translation>PrivDesk 演示：{project}，{rows:,} 行 → {folder}</translation>
    </message>
    <message>
      <source>release: {classes:,} classes, {suppressed:,} rows suppressed; levels {levels}</source>
      <translation>发布数据：{classes:,} 个等价类，{suppressed:,} 行被抑制；层级 {levels}</translation>
    </message>
    <message>
      <source>models: {checks}</source>
      <translation>隐私模型：{checks}</translation>
    </message>
    <message>
      <source>report: report.xlsx and report.json (id {id}), signed with demo key {key}</source>
      <translation>报告：report.xlsx 和 report.json（ID {id}），已使用演示密钥 {key} 签名</translation>
    </message>
    <message>
      <source>signatures: {signatures} (privdesk verify FILE --pubkey {public_key})</source>
      <translation>签名：{signatures}（privdesk verify FILE --pubkey {public_key}）</translation>
    </message>
    <message>
      <source>{requirement} met</source>
      <translation>{requirement}：满足</translation>
    </message>
    <message>
      <source>{requirement} NOT met</source>
      <translation>{requirement}：未满足</translation>
    </message>
    <message>
      <source>{file} verified</source>
      <translation>{file}：已验证</translation>
    </message>
    <message>
      <source>{file} FAILED</source>
      <translation>{file}：验证失败</translation>
    </message>
    <message>
      <source>the project has no privacy budget yet: give the total ε that may ever be spent on this data set (--budget, e.g. 1)</source>
      <translation>项目还没有隐私预算：请给出这个数据集总共允许花费的 ε（--budget，例如 1）</translation>
    </message>
    <message>
      <source>table release of {columns}</source>
      <translation>{columns} 的数据表发布</translation>
    </message>
    <message>
      <source>true count</source>
      <translation>真实计数</translation>
    </message>
    <message>
      <source>a person key and --max-rows-per-person go together</source>
      <translation>患者标识与 --max-rows-per-person 须同时给出</translation>
    </message>
    <message>
      <source>a differentially private count</source>
      <translation>差分隐私计数</translation>
    </message>
    <message>
      <source>DP statistics</source>
      <translation>差分隐私统计</translation>
    </message>
    <message>
      <source>local recoding into intervals and sets ({names}): WHD and the level-based losses need hierarchy levels and are not computed</source>
      <translation>局部重编码为区间和集合（{names}）：WHD 及基于层级的损失需要层级结构的层级，未计算</translation>
    </message>
    <message>
      <source>local recoding (levels vary by row)</source>
      <translation>局部重编码（各行的层级不同）</translation>
    </message>
    <message>
      <source>the original has {n_rows:,} rows and the release {released:,}; measuring pairs rows by position, so both must have the same rows in the same order</source>
      <translation>原始表有 {n_rows:,} 行，而发布数据有 {released:,} 行；度量时按位置将行配对，因此两者必须包含相同的行且顺序一致</translation>
    </message>
    <message>
      <source>models that need the population table</source>
      <translation>需要总体表的模型</translation>
    </message>
    <message>
      <source>value transformations and class aggregates</source>
      <translation>数值变换和等价类聚合</translation>
    </message>
    <message>
      <source>the paired counts of measure are DuckDB's</source>
      <translation>measure 的配对计数由 DuckDB 引擎提供</translation>
    </message>
    <message>
      <source>the {algorithm} search</source>
      <translation>{algorithm} 搜索</translation>
    </message>
    <message>
      <source>masked or pseudonymized identifiers ({columns})</source>
      <translation>遮蔽或假名化的标识符（{columns}）</translation>
    </message>
    <message>
      <source>the {engine} engine cannot run {what} yet; use --engine memory</source>
      <translation>{engine} 引擎暂不能运行{what}；请使用 --engine memory</translation>
    </message>
    <message>
      <source>the {engine} engine writes Parquet or CSV, not {format}</source>
      <translation>{engine} 引擎只写出 Parquet 或 CSV，不支持 {format}</translation>
    </message>
    <message>
      <source>the {engine} engine keeps counts, not rows; the attack test runs on --engine memory</source>
      <translation>{engine} 引擎只保存计数而非逐行数据；攻击测试需在 --engine memory 上运行</translation>
    </message>
    <message>
      <source>no column named '{name}'; the columns are {columns}</source>
      <translation>没有名为“{name}”的列；现有列为：{columns}</translation>
    </message>
    <message>
      <source>re-checking the release over persons</source>
      <translation>按人复核发布数据</translation>
    </message>
    <message>
      <source>the person key cannot also be a quasi-identifier or a sensitive attribute</source>
      <translation>患者标识不能同时是准标识符或敏感属性</translation>
    </message>
    <message>
      <source>value transformations before the search</source>
      <translation>搜索前的取值变换</translation>
    </message>
    <message>
      <source>class aggregates (--aggregate)</source>
      <translation>等价类聚合（--aggregate）</translation>
    </message>
    <message>
      <source>sensitivity-level tables</source>
      <translation>敏感等级表</translation>
    </message>
    <message>
      <source>give the largest date shift in days (--max-shift-days N)</source>
      <translation>请给出日期最大偏移天数（--max-shift-days N）</translation>
    </message>
    <message>
      <source>the person key is dropped or replaced by keyed pseudonyms, never masked or kept</source>
      <translation>患者标识只能删除或替换为带密钥的假名，不能遮盖或保留</translation>
    </message>
    <message>
      <source>the differentially private release per person needs a bound on each person's rows (--max-rows-per-person N)</source>
      <translation>按人的差分隐私发布需要每人行数上限（--max-rows-per-person N）</translation>
    </message>
    <message>
      <source>a differentially private release drops the person key: its pseudonyms would show who is in the table</source>
      <translation>差分隐私发布会删除患者标识：其假名会暴露谁在表中</translation>
    </message>
    <message>
      <source>a shifted date is released shifted, not generalized or protected by a model: make it neither a quasi-identifier nor a sensitive attribute</source>
      <translation>偏移后的日期按偏移值发布，不再泛化也不受隐私模型保护：请勿将其设为准标识符或敏感属性</translation>
    </message>
    <message>
      <source>a quasi-identifier or protected sensitive attribute that differs between the rows of one person needs the search {algorithms} (the greedy algorithm recodes rows one by one, not whole persons)</source>
      <translation>同一人的各行之间取值不同的准标识符或受保护敏感属性需要 {algorithms} 搜索（贪心算法逐行重编码，而非按整个人）</translation>
    </message>
    <message>
      <source>{what} cannot be combined with a person key yet</source>
      <translation>{what}暂不能与患者标识同时使用</translation>
    </message>
    <message>
      <source>context file not found</source>
      <translation>未找到上下文文件</translation>
    </message>
    <message>
      <source>the context file cannot be read as UTF-8 text</source>
      <translation>上下文文件无法按 UTF-8 文本读取</translation>
    </message>
    <message>
      <source>the context file is nested too deeply to read</source>
      <translation>上下文文件嵌套过深，无法读取</translation>
    </message>
    <message>
      <source>the context file is not valid TOML ({detail})</source>
      <translation>上下文文件不是有效的 TOML（{detail}）</translation>
    </message>
    <message>
      <source>the context file is not valid JSON ({msg}, column {colno})</source>
      <translation>上下文文件不是有效的 JSON（{msg}，第 {colno} 列）</translation>
    </message>
    <message>
      <source>not a PrivDesk project file</source>
      <translation>不是 PrivDesk 项目文件</translation>
    </message>
    <message>
      <source>the project file has no format version</source>
      <translation>项目文件缺少格式版本</translation>
    </message>
    <message>
      <source>the hierarchy of '{name}' lacks {values} and {more} more</source>
      <translation>“{name}”的泛化层次缺少 {values} 以及另外 {more} 个值</translation>
    </message>
    <message>
      <source>the hierarchy of '{name}' lacks {values}</source>
      <translation>“{name}”的泛化层次缺少 {values}</translation>
    </message>
    <message>
      <source>project file not found</source>
      <translation>找不到项目文件</translation>
    </message>
    <message>
      <source>not a PrivDesk project file (not UTF-8 text)</source>
      <translation>不是 PrivDesk 项目文件（不是 UTF-8 文本）</translation>
    </message>
    <message>
      <source>the project file is damaged (nested too deeply to read)</source>
      <translation>项目文件已损坏（嵌套过深，无法读取）</translation>
    </message>
    <message>
      <source>only one column can be the person key, not {columns}</source>
      <translation>只能有一列作为患者标识，而不是 {columns}</translation>
    </message>
    <message>
      <source>the project was saved by a newer PrivDesk (project format {version}; this PrivDesk reads format {supported} and older); update PrivDesk</source>
      <translation>该项目由较新版本的 PrivDesk 保存（项目格式 {version}；当前 PrivDesk 只能读取格式 {supported} 及更早的格式）；请更新 PrivDesk</translation>
    </message>
    <message>
      <source>{key}: {reason}</source>
      <translation>{key}：{reason}</translation>
    </message>
    <message>
      <source>unknown role {text!r}; choose one of {roles}</source>
      <translation>未知的角色 {text!r}；请选择 {roles} 之一</translation>
    </message>
    <message>
      <source>the project's risk settings are damaged ({error})</source>
      <translation>项目的风险设置已损坏（{error}）</translation>
    </message>
    <message>
      <source>the project names a column '{name}' that the table does not have</source>
      <translation>项目中指定的列“{name}”在数据表中不存在</translation>
    </message>
    <message>
      <source>the project file is damaged: {message}</source>
      <translation>项目文件已损坏：{message}</translation>
    </message>
    <message>
      <source>the project file is damaged (missing entry {entry})</source>
      <translation>项目文件已损坏（缺少条目 {entry}）</translation>
    </message>
    <message>
      <source>the project file is damaged ({detail})</source>
      <translation>项目文件已损坏（{detail}）</translation>
    </message>
    <message>
      <source>the project file is damaged (JSON error: {msg}, column {colno})</source>
      <translation>项目文件已损坏（JSON 错误：{msg}，第 {colno} 列）</translation>
    </message>
    <message>
      <source>a value</source>
      <translation>一个值</translation>
    </message>
    <message>
      <source>a text</source>
      <translation>文本</translation>
    </message>
    <message>
      <source>{key}: expected {expected}, got {value}</source>
      <translation>{key}：应为{expected}，实际为 {value}</translation>
    </message>
    <message>
      <source>true or false</source>
      <translation>true 或 false</translation>
    </message>
    <message>
      <source>a text or a number</source>
      <translation>文本或数字</translation>
    </message>
    <message>
      <source>a list</source>
      <translation>列表</translation>
    </message>
    <message>
      <source>an object</source>
      <translation>对象</translation>
    </message>
    <message>
      <source>{key}: the entry '{name}' is missing</source>
      <translation>{key}：缺少条目“{name}”</translation>
    </message>
    <message>
      <source>{key}: unknown key; known keys: {keys}</source>
      <translation>{key}：未知的键；已知的键：{keys}</translation>
    </message>
    <message>
      <source>true, false or a text</source>
      <translation>true、false 或一段文字</translation>
    </message>
    <message>
      <source>the entry '{name}' is missing</source>
      <translation>缺少条目“{name}”</translation>
    </message>
    <message>
      <source>{key}: unknown key (did you mean '{close}'?)</source>
      <translation>{key}：未知的键（是否指“{close}”？）</translation>
    </message>
    <message>
      <source>expected a date written YYYY-MM-DD, got {value}</source>
      <translation>应为 YYYY-MM-DD 格式的日期，实际为 {value}</translation>
    </message>
    <message>
      <source>expected one of {choices}, got {value}</source>
      <translation>应为 {choices} 之一，实际为 {value}</translation>
    </message>
    <message>
      <source>a number ({range})</source>
      <translation>数字（{range}）</translation>
    </message>
    <message>
      <source>{key}: nested deeper than {depth} levels</source>
      <translation>{key}：嵌套超过 {depth} 层</translation>
    </message>
    <message>
      <source>{key}.model: unknown privacy model '{model}'; choose one of {models}</source>
      <translation>{key}.model：未知的隐私模型“{model}”；请从以下选择：{models}</translation>
    </message>
    <message>
      <source>Singling out: an attacker who copies a few quasi-identifier values from a released row describes exactly one real person in {rate} of tries (95 % sure: between {low} and {high}); made-up values do so in {baseline}.</source>
      <translation>单独识别：攻击者从一条发布记录中抄取几个准标识符的值，在 {rate} 的尝试中恰好描述出一个真实的人（95% 置信：介于 {low} 与 {high} 之间）；随意编造的值做到这一点的比例为 {baseline}。</translation>
    </message>
    <message>
      <source>singling out</source>
      <translation>单独识别</translation>
    </message>
    <message>
      <source>linkability</source>
      <translation>可链接性</translation>
    </message>
    <message>
      <source>inference</source>
      <translation>属性推断</translation>
    </message>
    <message>
      <source>the attack test needs the release row for row with the original; this release is not</source>
      <translation>攻击测试需要发布数据与原始数据逐行对应；此发布数据并非如此</translation>
    </message>
    <message>
      <source>Linkability: an attacker with two other tables about the same people ({first}; {second}) joins a person's two rows correctly through the release in {rate} of tries (95 % sure: between {low} and {high}); joining at random succeeds in {baseline}.</source>
      <translation>可链接性：攻击者持有关于同一批人的另外两张表（{first}；{second}），借助发布数据在 {rate} 的尝试中把同一个人的两行正确连接起来（95% 置信：介于 {low} 与 {high} 之间）；随机连接的成功率为 {baseline}。</translation>
    </message>
    <message>
      <source>Motivated intruder: {share} of the people have a released row that fits only them.</source>
      <translation>有动机的入侵者：{share} 的人有一条只符合他们自己的发布记录。</translation>
    </message>
    <message>
      <source>the attacker's column is not in both the original and the release</source>
      <translation>攻击者的列不同时存在于原始数据和发布数据中</translation>
    </message>
    <message>
      <source>Linkability: an attacker who knows a person's {columns} finds that person's own released row in {rate} of tries (95 % sure: between {low} and {high}); picking a row at random succeeds in {baseline}.</source>
      <translation>可链接性：知道某人 {columns} 的攻击者在 {rate} 的尝试中找到此人自己的发布记录（95% 置信：介于 {low} 与 {high} 之间）；随机挑选一行的成功率为 {baseline}。</translation>
    </message>
    <message>
      <source>Attribute inference: an attacker who knows a person's {columns} guesses their {secret} right in {rate} of tries (95 % sure: between {low} and {high}); guessing from how common each value is succeeds in {baseline}.</source>
      <translation>属性推断：知道某人 {columns} 的攻击者在 {rate} 的尝试中猜对其 {secret}（95% 置信：介于 {low} 与 {high} 之间）；仅按各值的常见程度猜测的成功率为 {baseline}。</translation>
    </message>
    <message>
      <source>Attack test ({attacks:,} attacks each, seed {seed}):</source>
      <translation>攻击测试（每种攻击 {attacks:,} 次，种子 {seed}）：</translation>
    </message>
    <message>
      <source>A best guess of who a released row is succeeds on average in {prosecutor} of cases for an attacker who knows the person is in the data (prosecutor), {journalist} when the person is known to be in a larger population table (journalist), and the share of records a bulk re-identification gets right is {marketer} (marketer).</source>
      <translation>对于知道此人在数据中的攻击者（检察官），猜测某条发布记录是谁的最佳猜测平均在 {prosecutor} 的情况下成功；已知此人在更大的总体表中时（记者）为 {journalist}；批量重识别正确的记录比例为 {marketer}（营销者）。</translation>
    </message>
    <message>
      <source>Attack test: not run ({reason})</source>
      <translation>攻击测试：未运行（{reason}）</translation>
    </message>
    <message>
      <source>records alone in their released class: {share}</source>
      <translation>在其发布等价类中独自一人的记录：{share}</translation>
    </message>
    <message>
      <source>{name}: {rate} (95 % CI {low}–{high}), baseline {baseline}</source>
      <translation>{name}：{rate}（95% 置信区间 {low}–{high}），基线 {baseline}</translation>
    </message>
    <message>
      <source>best-guess success: prosecutor {prosecutor}, journalist {journalist}, marketer {marketer}</source>
      <translation>最佳猜测成功率：检察官 {prosecutor}，记者 {journalist}，营销者 {marketer}</translation>
    </message>
    <message>
      <source>sample uniqueness</source>
      <translation>样本唯一性</translation>
    </message>
    <message>
      <source>population uniqueness</source>
      <translation>总体唯一性</translation>
    </message>
    <message>
      <source>k-map</source>
      <translation>k-map</translation>
    </message>
    <message>
      <source>average re-identification risk of the kept records</source>
      <translation>保留记录的平均重识别风险</translation>
    </message>
    <message>
      <source>a population-uniqueness threshold needs --population-size or --sampling-fraction</source>
      <translation>总体唯一性阈值需要 --population-size 或 --sampling-fraction</translation>
    </message>
    <message>
      <source>k-map needs the population table (--population FILE), or a population size or sampling fraction to estimate it</source>
      <translation>k-map 需要总体表（--population FILE），或者用于估计的总体规模或抽样比例</translation>
    </message>
    <message>
      <source>the weight column '{name}' was not summed over the release's classes</source>
      <translation>权重列 '{name}' 未按发布数据的等价类求和</translation>
    </message>
    <message>
      <source>low</source>
      <translation>低</translation>
    </message>
    <message>
      <source>medium</source>
      <translation>中</translation>
    </message>
    <message>
      <source>high</source>
      <translation>高</translation>
    </message>
    <message>
      <source>set here, in place of the invasion of privacy's</source>
      <translation>在此设定，取代隐私侵犯程度对应的阈值</translation>
    </message>
    <message>
      <source>Highest average risk allowed: {threshold:g}, {source}. A record's risk is 1 ÷ the number of records sharing its quasi-identifier values; their average must stay at or below the threshold and no record may exceed {cap:g}.</source>
      <translation>允许的最高平均风险：{threshold:g}，{source}。一条记录的风险是 1 ÷ 与其准标识符取值相同的记录数；所有记录风险的平均值不得超过该阈值，且任何记录的风险不得超过 {cap:g}。</translation>
    </message>
    <message>
      <source>Highest risk allowed: {threshold:g}, {source}. A record's risk is 1 ÷ the number of records sharing its quasi-identifier values, so each must share them with at least {size:,} records (itself included) or be suppressed.</source>
      <translation>允许的最高风险：{threshold:g}，{source}。一条记录的风险是 1 ÷ 与其准标识符取值相同的记录数，因此每条记录必须与至少 {size:,} 条记录（含自身）取值相同，否则将被抑制。</translation>
    </message>
    <message>
      <source>from the invasion of privacy ({level})</source>
      <translation>由隐私侵犯程度（{level}）确定</translation>
    </message>
    <message>
      <source>highest re-identification risk</source>
      <translation>最高重识别风险</translation>
    </message>
    <message>
      <source>strict average re-identification risk</source>
      <translation>严格平均重识别风险</translation>
    </message>
    <message>
      <source>{measure} ≤ {threshold:g}</source>
      <translation>{measure} ≤ {threshold:g}</translation>
    </message>
    <message>
      <source>Warning: '{column}' is released unchanged although it looks like a direct identifier ({reason}); kept deliberately.</source>
      <translation>警告：“{column}”看起来像直接标识符（{reason}），但被原样发布；这是有意保留的。</translation>
    </message>
    <message>
      <source>Fails: '{column}' is released unchanged and looks like a direct identifier ({reason}).</source>
      <translation>未通过：“{column}”被原样发布，且看起来像直接标识符（{reason}）。</translation>
    </message>
    <message>
      <source>persons counted, not rows</source>
      <translation>按人计数，而非按行</translation>
    </message>
    <message>
      <source>{model} on '{attribute}'</source>
      <translation>{model}（“{attribute}”）</translation>
    </message>
    <message>
      <source>records with a risk above {threshold:g} ≤ {limit:.2%}</source>
      <translation>风险高于 {threshold:g} 的记录 ≤ {limit:.2%}</translation>
    </message>
    <message>
      <source>no direct identifier released</source>
      <translation>不发布直接标识符</translation>
    </message>
    <message>
      <source>Passes: {share:.2%} of the records have a risk above {threshold:g}; at most {limit:.2%} may.</source>
      <translation>通过：{share:.2%} 的记录风险高于 {threshold:g}；最多允许 {limit:.2%}。</translation>
    </message>
    <message>
      <source>Fails: {share:.2%} of the records have a risk above {threshold:g}; at most {limit:.2%} may.</source>
      <translation>未通过：{share:.2%} 的记录风险高于 {threshold:g}；最多允许 {limit:.2%}。</translation>
    </message>
    <message>
      <source>Warning: {warning}.</source>
      <translation>警告：{warning}。</translation>
    </message>
    <message>
      <source>Passes: {requirement}.</source>
      <translation>通过：{requirement}。</translation>
    </message>
    <message>
      <source>Fails: {requirement}.</source>
      <translation>未通过：{requirement}。</translation>
    </message>
    <message>
      <source>Passes: {requirement} (achieved {achieved}).</source>
      <translation>通过：{requirement}（实际值 {achieved}）。</translation>
    </message>
    <message>
      <source>Fails: {requirement} (achieved {achieved}).</source>
      <translation>未通过：{requirement}（实际值 {achieved}）。</translation>
    </message>
    <message>
      <source>Passes: '{column}' is {reason}.</source>
      <translation>通过：“{column}”是{reason}。</translation>
    </message>
    <message>
      <source>unknown aggregate '{function}'; choose one of {choices}</source>
      <translation>未知的聚合函数“{function}”；请从 {choices} 中选择</translation>
    </message>
    <message>
      <source>choose at least one privacy model</source>
      <translation>请至少选择一个隐私模型</translation>
    </message>
    <message>
      <source>cell suppression works with the full-domain searches (optimal, heuristic, genetic)</source>
      <translation>单元格抑制只适用于全域搜索（最优、启发式、遗传）</translation>
    </message>
    <message>
      <source>the release does not meet {requirements}</source>
      <translation>发布数据不满足 {requirements}</translation>
    </message>
    <message>
      <source>(αij,k,m)-anonymity with k = {k}</source>
      <translation>(αij,k,m)-匿名，k = {k}</translation>
    </message>
    <message>
      <source>redacting free text on the {engine} engine needs the pyarrow package, which this installation does not include; use --engine memory, or install PrivDesk with pip</source>
      <translation>在 {engine} 引擎上脱敏自由文本需要 pyarrow 软件包，本安装不包含它；请使用 --engine memory，或用 pip 安装 PrivDesk</translation>
    </message>
    <message>
      <source>redacting the free text of {name}</source>
      <translation>正在脱敏 {name} 的自由文本</translation>
    </message>
    <message>
      <source>the pseudonym key file is too short (needs at least 16 bytes)</source>
      <translation>假名密钥文件太短（至少需要 16 字节）</translation>
    </message>
    <message>
      <source>{columns} would be released unchanged and look like direct identifiers ({reasons}); mark each as an identifier (--identifier COL: dropped, masked or pseudonymized) or keep it deliberately (--keep COL)</source>
      <translation>{columns} 将被原样发布，且看起来像直接标识符（{reasons}）；请将每一列标记为标识符（--identifier COL：删除、掩码或假名化），或有意保留它（--keep COL）</translation>
    </message>
    <message>
      <source>'{column}': {reason}</source>
      <translation>“{column}”：{reason}</translation>
    </message>
    <message>
      <source>the transition matrix has no row for this value</source>
      <translation>转移矩阵中没有此值的行</translation>
    </message>
    <message>
      <source>unknown transformation '{name}'; choose one of {choices}</source>
      <translation>未知的变换“{name}”；请从 {choices} 中选择</translation>
    </message>
    <message>
      <source>the folder holds {files} from an earlier run, which this run would not replace; remove them or choose another folder</source>
      <translation>该文件夹中有先前运行留下的 {files}，本次运行不会替换它们；请删除它们或另选文件夹</translation>
    </message>
    <message>
      <source>{model}: k = {k} exceeds the number of records ({records:,}); no release of this table can have a class that large, so choose k of at most {records:,}</source>
      <translation>{model}：k = {k} 超过了记录数（{records:,}）；此表的任何发布都不可能有这么大的等价类，请选择不超过 {records:,} 的 k</translation>
    </message>
    <message>
      <source>{reason}; {repeated:,} of its values repeat on several rows, so it is proposed as the person key (every model then counts persons)</source>
      <translation>{reason}；其中 {repeated:,} 个值在多行重复出现，因此建议作为患者标识（所有模型随后按人计数）</translation>
    </message>
    <message>
      <source>sweep done</source>
      <translation>参数扫描完成</translation>
    </message>
    <message>
      <source>sweep over k, l or t, not '{parameter}'</source>
      <translation>参数扫描只能针对 k、l 或 t，不能针对“{parameter}”</translation>
    </message>
    <message>
      <source>sweeping {parameter} needs a sensitive attribute</source>
      <translation>对 {parameter} 进行参数扫描需要一个敏感属性</translation>
    </message>
    <message>
      <source>usefulness: done</source>
      <translation>可用性分析：完成</translation>
    </message>
    <message>
      <source>The release predicts {target} {released:.1%} correctly ({method}); the original {original:.1%}; guessing the most frequent value {guess:.1%}.</source>
      <translation>发布数据预测 {target} 的正确率为 {released:.1%}（{method}）；原始数据为 {original:.1%}；猜测最常见的值为 {guess:.1%}。</translation>
    </message>
    <message>
      <source>usefulness: statistics of '{name}'</source>
      <translation>可用性分析：'{name}' 的统计量</translation>
    </message>
    <message>
      <source>usefulness: contingency table of '{a}' and '{b}'</source>
      <translation>可用性分析：'{a}' 与 '{b}' 的列联表</translation>
    </message>
    <message>
      <source>(Measured on a random sample of {rows:,} of the {total:,} rows.)</source>
      <translation>（在 {total:,} 行中随机抽取的 {rows:,} 行上测得。）</translation>
    </message>
    <message>
      <source>choose at least one privacy model (e.g. --k 5)</source>
      <translation>请至少选择一个隐私模型（例如 --k 5）</translation>
    </message>
    <message>
      <source>δ-presence needs --population FILE: the table of everyone the data is drawn from</source>
      <translation>δ-存在性需要 --population FILE：即数据所来源的全体人员的数据表</translation>
    </message>
    <message>
      <source>the person key needs the table in memory (--engine memory)</source>
      <translation>患者标识需要将数据表载入内存（--engine memory）</translation>
    </message>
    <message>
      <source>is not a folder</source>
      <translation>不是文件夹</translation>
    </message>
    <message>
      <source>report {report_id}: {path}</source>
      <translation>报告 {report_id}：{path}</translation>
    </message>
    <message>
      <source>report {report_id}: {path} (signed)</source>
      <translation>报告 {report_id}：{path}（已签名）</translation>
    </message>
    <message>
      <source>give --qi (or a .privdesk project)</source>
      <translation>请指定 --qi（或 .privdesk 项目）</translation>
    </message>
    <message>
      <source>{algorithm}: {classes:,} classes, {suppressed:,} rows suppressed, {seconds:.2f} s</source>
      <translation>{algorithm}：{classes:,} 个等价类，{suppressed:,} 行被抑制，耗时 {seconds:.2f} 秒</translation>
    </message>
    <message>
      <source>release: {release}</source>
      <translation>发布文件：{release}</translation>
    </message>
    <message>
      <source>written: {files}</source>
      <translation>已写入：{files}</translation>
    </message>
    <message>
      <source>the {engine} engine cannot run k-map yet; use --engine memory</source>
      <translation>{engine} 引擎尚不能运行 k-map；请使用 --engine memory</translation>
    </message>
    <message>
      <source>generated hierarchies (no hierarchy was given): {columns}</source>
      <translation>自动生成的层次结构（未提供层次结构）：{columns}</translation>
    </message>
    <message>
      <source>levels: {levels}</source>
      <translation>层级：{levels}</translation>
    </message>
    <message>
      <source>{metric}: {score:.4f}</source>
      <translation>{metric}：{score:.4f}</translation>
    </message>
    <message>
      <source>two hierarchy files for '{column}': {first} and {second}</source>
      <translation>列“{column}”有两个泛化层次文件：{first} 和 {second}</translation>
    </message>
    <message>
      <source>column</source>
      <translation>列</translation>
    </message>
    <message>
      <source>type</source>
      <translation>类型</translation>
    </message>
    <message>
      <source>distinct</source>
      <translation>不同值</translation>
    </message>
    <message>
      <source>missing</source>
      <translation>缺失值</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>类型不符</translation>
    </message>
    <message>
      <source>the person key needs the release in memory (--engine memory)</source>
      <translation>患者标识需要将发布数据载入内存（--engine memory）</translation>
    </message>
    <message>
      <source>α (largest share)</source>
      <translation>α（最大占比）</translation>
    </message>
    <message>
      <source>distinct l</source>
      <translation>不同值 l</translation>
    </message>
    <message>
      <source>entropy l</source>
      <translation>熵 l</translation>
    </message>
    <message>
      <source>t, equal distance</source>
      <translation>t，等距离</translation>
    </message>
    <message>
      <source>t, ordered distance</source>
      <translation>t，有序距离</translation>
    </message>
    <message>
      <source>t, hierarchical distance</source>
      <translation>t，层次距离</translation>
    </message>
    <message>
      <source>β, basic</source>
      <translation>β，基本</translation>
    </message>
    <message>
      <source>β, enhanced</source>
      <translation>β，增强</translation>
    </message>
    <message>
      <source>δ-disclosure</source>
      <translation>δ-披露</translation>
    </message>
    <message>
      <source>δ-disclosure, every value</source>
      <translation>δ-披露（每个值）</translation>
    </message>
    <message>
      <source>overall</source>
      <translation>总体</translation>
    </message>
    <message>
      <source>QIs → sensitive</source>
      <translation>准标识符 → 敏感属性</translation>
    </message>
    <message>
      <source>attribute</source>
      <translation>属性</translation>
    </message>
    <message>
      <source>known</source>
      <translation>已知</translation>
    </message>
    <message>
      <source>utility: {classes:,} classes, average size {size:.2f}, {suppressed:,} rows suppressed</source>
      <translation>效用：{classes:,} 个等价类，平均大小 {size:.2f}，{suppressed:,} 行被抑制</translation>
    </message>
    <message>
      <source>the attack test attacks the release against its original: give --original FILE</source>
      <translation>攻击测试是针对原始数据攻击发布数据：请给出 --original FILE</translation>
    </message>
    <message>
      <source>tab</source>
      <translation>制表符</translation>
    </message>
    <message>
      <source>{rows:,} rows, {classes:,} classes, {suppressed:,} suppressed; k-anonymity: k = {k}</source>
      <translation>{rows:,} 行，{classes:,} 个等价类，{suppressed:,} 行被抑制；k-匿名：k = {k}</translation>
    </message>
    <message>
      <source>model</source>
      <translation>模型</translation>
    </message>
    <message>
      <source>(αij,k,m)-anonymity: holds</source>
      <translation>(αij,k,m)-匿名：满足</translation>
    </message>
    <message>
      <source>(αij,k,m)-anonymity: does not hold</source>
      <translation>(αij,k,m)-匿名：不满足</translation>
    </message>
    <message>
      <source>(αij,k,m)-anonymity: holds for k = {k}</source>
      <translation>(αij,k,m)-匿名：在 k = {k} 时满足</translation>
    </message>
    <message>
      <source>(αij,k,m)-anonymity: does not hold for k = {k}</source>
      <translation>(αij,k,m)-匿名：在 k = {k} 时不满足</translation>
    </message>
    <message>
      <source>{rows:,} rows; privacy level PL = DR x IR (0 = well protected, 1 = fully exposed)</source>
      <translation>{rows:,} 行；隐私水平 PL = DR x IR（0 = 受到良好保护，1 = 完全暴露）</translation>
    </message>
    <message>
      <source>entropy change EC = {ec:.4f} (share of the entropy the release keeps)</source>
      <translation>熵变化 EC = {ec:.4f}（发布数据保留的熵的比例）</translation>
    </message>
    <message>
      <source>risk: maximum {maximum:.4f}, average {average:.4f}, records at risk {at_risk:.2%}</source>
      <translation>风险：最高 {maximum:.4f}，平均 {average:.4f}，高风险记录 {at_risk:.2%}</translation>
    </message>
    <message>
      <source>, WHD loss {total:.4f} (mean {mean:.4f} per row)</source>
      <translation>，WHD 损失 {total:.4f}（每行平均 {mean:.4f}）</translation>
    </message>
    <message>
      <source>, ARX Loss {loss:.4f}</source>
      <translation>，ARX 损失 {loss:.4f}</translation>
    </message>
    <message>
      <source>recursive c (l = {l})</source>
      <translation>递归 c（l = {l}）</translation>
    </message>
    <message>
      <source>δ-presence: {min} ≤ |E|/N ≤ {max}</source>
      <translation>δ-存在性：{min} ≤ |E|/N ≤ {max}</translation>
    </message>
    <message>
      <source>a weight must be a number</source>
      <translation>权重必须是数字</translation>
    </message>
    <message>
      <source>note: {note}</source>
      <translation>注意：{note}</translation>
    </message>
    <message>
      <source>weighted attribute entropy: {before:.4f} before, {after:.4f} after</source>
      <translation>加权属性熵：匿名化前 {before:.4f}，匿名化后 {after:.4f}</translation>
    </message>
    <message>
      <source>link matching with the population: entropy {entropy:.4f}, risk R {risk:.4f}, δ = max |E|/N {delta:.4f}</source>
      <translation>与总体的链接匹配：熵 {entropy:.4f}，风险 R {risk:.4f}，δ = max |E|/N {delta:.4f}</translation>
    </message>
    <message>
      <source>{file}: {rows:,} rows, {columns} columns (sheet '{sheet}')</source>
      <translation>{file}：{rows:,} 行，{columns} 列（工作表“{sheet}”）</translation>
    </message>
    <message>
      <source>{file}: {rows:,} rows, {columns} columns (encoding {encoding}, delimiter '{delimiter}')</source>
      <translation>{file}：{rows:,} 行，{columns} 列（编码 {encoding}，分隔符“{delimiter}”）</translation>
    </message>
    <message>
      <source>row {row}: {value!r}</source>
      <translation>第 {row} 行：{value!r}</translation>
    </message>
    <message>
      <source>values of '{column}' that are not {type}: {shown} and {more:,} more</source>
      <translation>“{column}”中不是{type}的值：{shown}，另有 {more:,} 个</translation>
    </message>
    <message>
      <source>values of '{column}' that are not {type}: {shown}</source>
      <translation>“{column}”中不是{type}的值：{shown}</translation>
    </message>
    <message>
      <source>differentially private release (--algorithm dp)</source>
      <translation>差分隐私发布（--algorithm dp）</translation>
    </message>
    <message>
      <source>differentially private counts: a histogram of one column or the contingency table of several, with error bars; charged to the data set's budget</source>
      <translation>差分隐私计数：一列的直方图或多列的列联表，附误差范围；计入数据集的隐私预算</translation>
    </message>
    <message>
      <source>a table, or a .privdesk project (which keeps the data set's privacy budget)</source>
      <translation>数据表，或 .privdesk 项目（项目中保存数据集的隐私预算）</translation>
    </message>
    <message>
      <source>columns to count, comma-separated (one: histogram; several: contingency table)</source>
      <translation>要计数的列，用逗号分隔（一列：直方图；多列：列联表）</translation>
    </message>
    <message>
      <source>ε this release spends (smaller: more noise, more privacy), e.g. 0.5; with --mechanism gaussian, the least noise whose ρ keeps ε within it at --delta</source>
      <translation>本次发布花费的 ε（越小：噪声越多、隐私越强），例如 0.5；使用 --mechanism gaussian 时，取在 --delta 下使 ρ 对应的 ε 不超过该值的最小噪声</translation>
    </message>
    <message>
      <source>laplace: discrete Laplace noise, ε-DP (default); gaussian: discrete Gaussian noise, ρ-zCDP, whose ρ's add up in a zCDP budget</source>
      <translation>laplace：离散拉普拉斯噪声，ε-差分隐私（默认）；gaussian：离散高斯噪声，ρ-zCDP，其 ρ 在 zCDP 预算中直接相加</translation>
    </message>
    <message>
      <source>ρ of a Gaussian release (zCDP), e.g. 0.05; instead of --epsilon</source>
      <translation>高斯发布的 ρ（zCDP），例如 0.05；代替 --epsilon</translation>
    </message>
    <message>
      <source>δ at which a Gaussian release's ρ is stated as (ε, δ) (default 1e-5)</source>
      <translation>将高斯发布的 ρ 表述为 (ε, δ) 时所用的 δ（默认 1e-5）</translation>
    </message>
    <message>
      <source>also release the most frequent value of COLUMN (exponential mechanism); ε is then split evenly between the counts and the mode</source>
      <translation>同时发布 COLUMN 中出现最多的值（指数机制）；此时 ε 在计数和众数之间平分</translation>
    </message>
    <message>
      <source>the total ε that may ever be spent on this data set (sets a project's budget the first time; without a project, checks this release only)</source>
      <translation>这个数据集总共允许花费的 ε（首次使用时设定项目的预算；没有项目时只检查本次发布）</translation>
    </message>
    <message>
      <source>seed of the random noise, for reproducible examples only: whoever knows it can remove the noise</source>
      <translation>随机噪声的种子，仅用于可重现的示例：知道种子的人可以去掉噪声</translation>
    </message>
    <message>
      <source>the person key: each person's rows are bounded by --max-rows-per-person, so the release protects persons, not rows</source>
      <translation>患者标识：每人的行数受 --max-rows-per-person 限制，使发布保护的是人而不是行</translation>
    </message>
    <message>
      <source>count at most N rows of each person (chosen at random with the seed); the noise is scaled to N rows</source>
      <translation>每人最多计入 N 行（按随机种子随机选取）；噪声按 N 行放大</translation>
    </message>
    <message>
      <source>folder for dp_statistics.csv/.xlsx and .json</source>
      <translation>存放 dp_statistics.csv/.xlsx 和 .json 的文件夹</translation>
    </message>
    <message>
      <source>write the counts as an Excel workbook instead of CSV</source>
      <translation>把计数写成 Excel 工作簿而不是 CSV</translation>
    </message>
    <message>
      <source>machine-readable output</source>
      <translation>机器可读的输出</translation>
    </message>
    <message>
      <source>ε of the release, e.g. 1 (with --algorithm dp)</source>
      <translation>发布的 ε，例如 1（与 --algorithm dp 一起使用）</translation>
    </message>
    <message>
      <source>δ of the release, e.g. 1e-5 (--delta is δ-disclosure)</source>
      <translation>发布的 δ，例如 1e-5（--delta 是 δ-泄露）</translation>
    </message>
    <message>
      <source>steps of the private search over the generalizations (default 100; 0 = the most general levels)</source>
      <translation>在泛化方案上进行隐私搜索的步数（默认 100；0 = 最泛化的层级）</translation>
    </message>
    <message>
      <source>fix the generalization without looking at the data (data-independent variant; all of ε goes to the sample)</source>
      <translation>不看数据、直接固定泛化（与数据无关的变体；全部 ε 用于抽样）</translation>
    </message>
    <message>
      <source>seed of the random sample and search, for reproducible runs only</source>
      <translation>随机抽样和搜索的种子，仅用于可重现的运行</translation>
    </message>
    <message>
      <source>the total ε that may ever be spent on this data set (sets a project's budget the first time)</source>
      <translation>这个数据集总共允许花费的 ε（首次使用时设定项目的预算）</translation>
    </message>
    <message>
      <source>with --person: keep at most N rows of each person (chosen at random with the seed); ε and δ then protect each person (each row gets ε/N)</source>
      <translation>与 --person 一起使用：每人最多保留 N 行（按随机种子随机选取）；ε 和 δ 随后保护每一个人（每行分得 ε/N）</translation>
    </message>
    <message>
      <source>… and {more:,} more cells</source>
      <translation>……以及另外 {more:,} 个单元格</translation>
    </message>
    <message>
      <source>discrete Laplace noise, ε = {epsilon:g}: each count is within ±{width} of the true count with {confidence:.0%} confidence (standard deviation {sd:.2f}); negative counts set to 0</source>
      <translation>离散拉普拉斯噪声，ε = {epsilon:g}：每个计数以 {confidence:.0%} 的置信度落在真实计数 ±{width} 之内（标准差 {sd:.2f}）；负数计数设为 0</translation>
    </message>
    <message>
      <source>discrete Gaussian noise, ρ = {rho:.6g} (zCDP; ε = {epsilon:.4g} at δ = {delta:g}): each count is within ±{width} of the true count with {confidence:.0%} confidence (standard deviation {sd:.2f}); negative counts set to 0</source>
      <translation>离散高斯噪声，ρ = {rho:.6g}（zCDP；δ = {delta:g} 时 ε = {epsilon:.4g}）：每个计数以 {confidence:.0%} 的置信度落在真实计数 ±{width} 之内（标准差 {sd:.2f}）；负计数设为 0</translation>
    </message>
    <message>
      <source>per person: at most {n} rows of each person counted ({left:,} rows left out); the noise is scaled to {n} rows, so the release protects each person of '{person}'</source>
      <translation>按人：每人最多计入 {n} 行（舍去 {left:,} 行）；噪声按 {n} 行放大，因此发布保护 '{person}' 中的每一个人</translation>
    </message>
    <message>
      <source>most frequent value of {column} (exponential mechanism, ε = {epsilon:g}): {value}</source>
      <translation>{column} 中出现最多的值（指数机制，ε = {epsilon:g}）：{value}</translation>
    </message>
    <message>
      <source>privacy budget: {spent:.6g} of {total:.6g} spent, {remaining:.6g} left</source>
      <translation>隐私预算：{total:.6g} 中已花费 {spent:.6g}，剩余 {remaining:.6g}</translation>
    </message>
    <message>
      <source>what the private search optimises: {names} (SafePub's and ARX's names also work: granularity, intensity, group-size; default loss)</source>
      <translation>隐私搜索所优化的得分：{names}（也可使用 SafePub 和 ARX 的名称：granularity、intensity、group-size；默认 loss）</translation>
    </message>
    <message>
      <source>(missing)</source>
      <translation>（缺失）</translation>
    </message>
    <message>
      <source>row engine</source>
      <translation>行引擎</translation>
    </message>
    <message>
      <source>where the passes over the rows run: memory (numpy), duckdb (out of core: reads a CSV or Parquet file in place) or spark; auto (the default) picks DuckDB for a file that would not fit comfortably in memory</source>
      <translation>逐行处理在哪里运行：memory（numpy）、duckdb（内存外：就地读取 CSV 或 Parquet 文件）或 spark；auto（默认）在文件难以装入内存时选择 DuckDB</translation>
    </message>
    <message>
      <source>the Spark master (default local[*], which listens on loopback only; on a cluster, whose executors must reach this machine, set spark.driver.host in Spark's spark-defaults.conf)</source>
      <translation>Spark 主节点（默认 local[*]，只监听本机回环地址；在集群上，执行器必须能访问本机，请在 Spark 的 spark-defaults.conf 中设置 spark.driver.host）</translation>
    </message>
    <message>
      <source>threads the DuckDB engine may use</source>
      <translation>DuckDB 引擎可使用的线程数</translation>
    </message>
    <message>
      <source>memory the DuckDB engine may use before spilling to disk, e.g. 3GB (default 500MB)</source>
      <translation>DuckDB 引擎在写入磁盘前可用的内存，例如 3GB（默认 500MB）</translation>
    </message>
    <message>
      <source>a preset runs on the memory engine; use --engine memory</source>
      <translation>预设只在内存引擎上运行；请使用 --engine memory</translation>
    </message>
    <message>
      <source>must be a whole number of at least 1, not {value}</source>
      <translation>必须是不小于 1 的整数，而不是 {value}</translation>
    </message>
    <message>
      <source>must be a size such as 500MB, 3GB or 80% of the memory, not {value}</source>
      <translation>必须是诸如 500MB、3GB 或内存的 80% 这样的大小，而不是 {value}</translation>
    </message>
    <message>
      <source>the {engine} engine does not sum a weight column; use --engine duckdb or memory</source>
      <translation>{engine} 引擎不对权重列求和；请使用 --engine duckdb 或 memory</translation>
    </message>
    <message>
      <source>the {engine} engine audits a release without its original; use --engine memory for the attack test</source>
      <translation>{engine} 引擎审计发布数据时不使用原始表；攻击测试请使用 --engine memory</translation>
    </message>
    <message>
      <source>the {engine} engine does not compare usefulness yet; use --engine memory</source>
      <translation>{engine} 引擎尚不能比较可用性；请使用 --engine memory</translation>
    </message>
    <message>
      <source>format of the release (default: the input's on the memory engine, Parquet on the duckdb and spark engines, which write Parquet or CSV: --format csv); CSV keeps the input's delimiter and encoding on the memory engine</source>
      <translation>发布数据的格式（默认：内存引擎沿用输入的格式，duckdb 和 spark 引擎为 Parquet，它们可写 Parquet 或 CSV：--format csv）；在内存引擎上，CSV 保留输入的分隔符和编码</translation>
    </message>
    <message>
      <source>format of the release (default: the input's; CSV keeps the input's delimiter and encoding)</source>
      <translation>发布数据的格式（默认：与输入相同；CSV 保持输入的分隔符和编码）</translation>
    </message>
    <message>
      <source>Database password: </source>
      <translation>数据库密码：</translation>
    </message>
    <message>
      <source>the table of a SQLite file or of a database URL (e.g. postgresql://user@host/db); default: the only table</source>
      <translation>SQLite 文件或数据库 URL（例如 postgresql://user@host/db）中的表；默认：唯一的那个表</translation>
    </message>
    <message>
      <source>an SQL query whose result is the table (instead of --table)</source>
      <translation>一条 SQL 查询，其结果即为要处理的表（代替 --table）</translation>
    </message>
    <message>
      <source>release format: {format}, the {engine} engine's default (--format csv for CSV)</source>
      <translation>发布格式：{format}，{engine} 引擎的默认格式（CSV 请用 --format csv）</translation>
    </message>
    <message>
      <source>{file}: {rows:,} rows, {columns} columns ({kind})</source>
      <translation>{file}：{rows:,} 行，{columns} 列（{kind}）</translation>
    </message>
    <message>
      <source>release format: {format} (--format)</source>
      <translation>发布格式：{format}（--format）</translation>
    </message>
    <message>
      <source>release format: {format}, the input's (--format to choose another)</source>
      <translation>发布格式：{format}，与输入相同（用 --format 选择其他格式）</translation>
    </message>
    <message>
      <source>the database asks for a password: set {variable} or run in a terminal</source>
      <translation>数据库需要密码：请设置 {variable}，或在终端中运行</translation>
    </message>
    <message>
      <source>table '{table}'</source>
      <translation>表“{table}”</translation>
    </message>
    <message>
      <source>query {query}</source>
      <translation>查询 {query}</translation>
    </message>
    <message>
      <source>value labels shown for {columns}</source>
      <translation>{columns} 显示为值标签</translation>
    </message>
    <message>
      <source>{note} (read another with --sheet NAME)</source>
      <translation>{note}（用 --sheet 名称 读取其他工作表）</translation>
    </message>
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
      <source>suggested role</source>
      <translation>建议角色</translation>
    </message>
    <message>
      <source>kind</source>
      <translation>类别</translation>
    </message>
    <message>
      <source>confidence</source>
      <translation>置信度</translation>
    </message>
    <message>
      <source>remove and coarsen the detected identifiers first: hipaa-safe-harbor (HIPAA Safe Harbor) or cn-personal-info (Chinese direct identifiers); without --qi and privacy models only the preset is applied</source>
      <translation>先删除并粗化检测到的标识符：hipaa-safe-harbor（HIPAA 安全港）或 cn-personal-info（中国直接标识符）；未给出 --qi 和隐私模型时只应用预设</translation>
    </message>
    <message>
      <source>suggest each column's role (identifier, quasi-identifier, sensitive, insensitive) with its kind, confidence and reason</source>
      <translation>为每一列建议角色（标识符、准标识符、敏感、非敏感），并给出类别、置信度和理由</translation>
    </message>
    <message>
      <source>build a generalization hierarchy for a column and write it as an ARX hierarchy file</source>
      <translation>为某一列构建泛化层次结构，并写成 ARX 层次结构文件</translation>
    </message>
    <message>
      <source>CSV, .xlsx or .xls file</source>
      <translation>CSV、.xlsx 或 .xls 文件</translation>
    </message>
    <message>
      <source>the column to build the hierarchy for</source>
      <translation>要构建层次结构的列</translation>
    </message>
    <message>
      <source>builder (default: chosen by the column's type: dates day → month → year → decade → *; numbers in intervals of a round width w (1, 2 or 5 × 10^k, at most 20 over the data's range), then 2w, 4w, 8w … until one covers the data, then * (ages 0-99: 5, 10, 20, 40, 80, *); codes masked from the right; other text value → *)</source>
      <translation>构建方式（默认按列的类型选择：日期 日 → 月 → 年 → 十年 → *；数字按整齐宽度 w 的区间（1、2 或 5 × 10^k，在数据范围内最多 20 个区间），再依次为 2w、4w、8w …… 直到一个区间覆盖全部数据，然后为 *（年龄 0-99：5、10、20、40、80、*）；编码从右侧起遮盖；其他文本 值 → *）</translation>
    </message>
    <message>
      <source>intervals: width of the first level</source>
      <translation>区间：第一层的区间宽度</translation>
    </message>
    <message>
      <source>intervals: how many intervals each level joins, e.g. 2,2,5</source>
      <translation>区间：每一层合并多少个区间，例如 2,2,5</translation>
    </message>
    <message>
      <source>masking: the masking character</source>
      <translation>掩码：掩码字符</translation>
    </message>
    <message>
      <source>masking: mask from this end</source>
      <translation>掩码：从这一端开始掩码</translation>
    </message>
    <message>
      <source>dates: levels from fine to coarse, e.g. month,year,decade</source>
      <translation>日期：由细到粗的层级，例如 month,year,decade</translation>
    </message>
    <message>
      <source>dates: strptime format of the values (default: the detected one)</source>
      <translation>日期：值的 strptime 格式（默认：检测到的格式）</translation>
    </message>
    <message>
      <source>grouping: group sizes per level, e.g. 2,3</source>
      <translation>分组：每一层的组大小，例如 2,3</translation>
    </message>
    <message>
      <source>the hierarchy file to write (ARX format, ; separated)</source>
      <translation>要写入的层次结构文件（ARX 格式，以 ; 分隔）</translation>
    </message>
    <message>
      <source>quasi-identifier sets (distinction = distinct combinations / rows; separation = share of record pairs told apart):</source>
      <translation>准标识符集合（区分度 = 不同组合数 / 行数；分离度 = 能被区分开的记录对所占比例）：</translation>
    </message>
    <message>
      <source>{column}: {rows:,} values, {levels} levels, written to {file}</source>
      <translation>{column}：{rows:,} 个值，{levels} 层，已写入 {file}</translation>
    </message>
    <message>
      <source>attributes</source>
      <translation>属性</translation>
    </message>
    <message>
      <source>distinction</source>
      <translation>区分度</translation>
    </message>
    <message>
      <source>separation</source>
      <translation>分离度</translation>
    </message>
    <message>
      <source>written: {data}, {record}</source>
      <translation>已写入：{data}、{record}</translation>
    </message>
    <message>
      <source>{what} needs at least one value</source>
      <translation>{what} 至少需要一个值</translation>
    </message>
    <message>
      <source>values the hierarchy does not cover: {values}</source>
      <translation>层次结构未覆盖的值：{values}</translation>
    </message>
    <message>
      <source>{name}: {value}</source>
      <translation>{name}：{value}</translation>
    </message>
    <message>
      <source>smallest set that tells apart {alpha:.0%} of the pairs: {attributes}</source>
      <translation>能区分 {alpha:.0%} 记录对的最小集合：{attributes}</translation>
    </message>
    <message>
      <source>usage: </source>
      <translation>用法：</translation>
    </message>
    <message>
      <source>positional arguments</source>
      <translation>位置参数</translation>
    </message>
    <message>
      <source>options</source>
      <translation>选项</translation>
    </message>
    <message>
      <source>show this help message and exit</source>
      <translation>显示此帮助信息并退出</translation>
    </message>
    <message>
      <source>show program's version number and exit</source>
      <translation>显示程序的版本号并退出</translation>
    </message>
    <message>
      <source>argument %(argument_name)s: %(message)s</source>
      <translation>参数 %(argument_name)s：%(message)s</translation>
    </message>
    <message>
      <source>the following arguments are required: %s</source>
      <translation>以下参数是必需的：%s</translation>
    </message>
    <message>
      <source>unrecognized arguments: %s</source>
      <translation>无法识别的参数：%s</translation>
    </message>
    <message>
      <source>invalid choice: %(value)r (choose from %(choices)s)</source>
      <translation>无效的选项：%(value)r（可选值：%(choices)s）</translation>
    </message>
    <message>
      <source>invalid %(type)s value: %(value)r</source>
      <translation>无效的 %(type)s 值：%(value)r</translation>
    </message>
    <message>
      <source>expected one argument</source>
      <translation>需要一个参数值</translation>
    </message>
    <message>
      <source>ambiguous option: %(option)s could match %(matches)s</source>
      <translation>有歧义的选项：%(option)s 可能匹配 %(matches)s</translation>
    </message>
    <message>
      <source>ignored explicit argument %r</source>
      <translation>已忽略显式参数 %r</translation>
    </message>
    <message>
      <source>window (privdesk [FILE] [options]: FILE is a table or a .privdesk project to open, as a file association passes it)</source>
      <translation>窗口（privdesk [FILE] [options]：FILE 是要打开的数据表或 .privdesk 项目，与文件关联传入的方式相同）</translation>
    </message>
    <message>
      <source>privacy models (with a project, these replace its models)</source>
      <translation>隐私模型（与项目一起使用时，将替换项目中的模型）</translation>
    </message>
    <message>
      <source>algorithm</source>
      <translation>算法</translation>
    </message>
    <message>
      <source>PrivDesk: prepare tabular data for release and prove that it is safe to release. Without a command, opens the window.</source>
      <translation>PrivDesk：为发布准备表格数据，并证明其可以安全发布。不带命令运行时将打开窗口。</translation>
    </message>
    <message>
      <source>open the window on the bundled hospital sample</source>
      <translation>打开窗口并载入内置的医院示例</translation>
    </message>
    <message>
      <source>open the window (on FILE or --sample), save a picture of it to OUT.png and exit; checks an installation without a display together with QT_QPA_PLATFORM=offscreen</source>
      <translation>打开窗口（载入 FILE 或 --sample），将窗口截图保存到 OUT.png 后退出；配合 QT_QPA_PLATFORM=offscreen 可在没有显示器的环境中检查安装</translation>
    </message>
    <message>
      <source>what is in a table: encoding, delimiter, types, missing and failing values</source>
      <translation>查看数据表的内容：编码、分隔符、类型、缺失值和类型不符的值</translation>
    </message>
    <message>
      <source>a table file (CSV, Excel, Parquet, Feather, SPSS, Stata, SAS, SQLite) or a database URL</source>
      <translation>表文件（CSV、Excel、Parquet、Feather、SPSS、Stata、SAS、SQLite）或数据库 URL</translation>
    </message>
    <message>
      <source>which privacy models a released table satisfies, with the achieved k, l, t, α, β, δ; exits 1 when a requirement you name is not met</source>
      <translation>检查发布表满足哪些隐私模型，并给出实际达到的 k、l、t、α、β、δ；所指定的要求未满足时以退出码 1 退出</translation>
    </message>
    <message>
      <source>the released table</source>
      <translation>发布表</translation>
    </message>
    <message>
      <source>quasi-identifiers, comma-separated</source>
      <translation>准标识符，以逗号分隔</translation>
    </message>
    <message>
      <source>sensitive attributes, comma-separated</source>
      <translation>敏感属性，以逗号分隔</translation>
    </message>
    <message>
      <source>ARX-style hierarchy: of a sensitive attribute for hierarchical t-closeness, of a QI to generalize the population for δ-presence</source>
      <translation>ARX 格式的泛化层次：敏感属性的泛化层次用于层次 t-接近性，准标识符的泛化层次用于为 δ-存在性泛化总体表</translation>
    </message>
    <message>
      <source>sensitivity-level table of a sensitive attribute, for (αij,k,m)-anonymity</source>
      <translation>敏感属性的敏感等级表，用于 (αij,k,m)-匿名</translation>
    </message>
    <message>
      <source>privacy level PL = DR x IR, entropy change, risk and utility of a release against its original (rows paired by position)</source>
      <translation>将发布数据与其原始表对比，计算隐私水平 PL = DR x IR、熵变化、风险和效用（按位置逐行配对）</translation>
    </message>
    <message>
      <source>the original table</source>
      <translation>原始表</translation>
    </message>
    <message>
      <source>the released table, same rows in the same order</source>
      <translation>发布表，行相同且顺序相同</translation>
    </message>
    <message>
      <source>attributes an attacker knows when measuring ATTR (default: all other QIs)</source>
      <translation>度量 ATTR 时攻击者已知的属性（默认：其他所有准标识符）</translation>
    </message>
    <message>
      <source>ARX-style hierarchy of a QI, for WHD loss and ARX's utility metrics</source>
      <translation>准标识符的 ARX 格式泛化层次，用于 WHD 损失和 ARX 的效用指标</translation>
    </message>
    <message>
      <source>population table (original values) for link-matching figures</source>
      <translation>总体表（原始值），用于计算链接匹配指标</translation>
    </message>
    <message>
      <source>weight of a QI in the weighted attribute entropy (default: equal weights)</source>
      <translation>准标识符在加权属性熵中的权重（默认：相同权重）</translation>
    </message>
    <message>
      <source>anonymize a table as a project (or the flags) says; write the release only when it meets every privacy model</source>
      <translation>按项目（或命令行选项）的设置对数据表进行匿名化；仅当满足所有隐私模型时才写出发布数据</translation>
    </message>
    <message>
      <source>a .privdesk project, or a table with --qi and the models as flags</source>
      <translation>.privdesk 项目，或数据表（配合 --qi 并以选项指定模型）</translation>
    </message>
    <message>
      <source>quasi-identifiers, comma-separated (without a project)</source>
      <translation>准标识符，以逗号分隔（不使用项目时）</translation>
    </message>
    <message>
      <source>identifier columns (dropped)</source>
      <translation>标识符列（将被删除）</translation>
    </message>
    <message>
      <source>date columns shifted per person: every date of one person moves by the same secret offset, so intervals are kept and calendar dates hidden (needs --person)</source>
      <translation>按人偏移的日期列：同一人的所有日期移动相同的保密天数，间隔保持不变而真实日期被隐藏（需要 --person）</translation>
    </message>
    <message>
      <source>the largest date shift, in days either way (with --date-shift)</source>
      <translation>日期最大偏移天数，正负方向均可（与 --date-shift 一起使用）</translation>
    </message>
    <message>
      <source>free-text columns (notes) released redacted: names, ID and phone numbers, addresses, dates … inside their cells replaced by their kind; an unmarked free-text column blocks the release</source>
      <translation>以脱敏形式发布的自由文本列（备注、病程记录）：单元格中的姓名、证件号、电话号码、地址、日期等替换为其类别；未标记的自由文本列会阻止发布</translation>
    </message>
    <message>
      <source>columns released unchanged on purpose although they look like direct identifiers (written into the verdict and the report)</source>
      <translation>虽然看起来像直接标识符但有意原样发布的列（写入结论和报告）</translation>
    </message>
    <message>
      <source>ARX-style hierarchy of a column</source>
      <translation>某一列的 ARX 格式泛化层次</translation>
    </message>
    <message>
      <source>a folder with a hierarchy per column: &lt;column&gt;.csv or *_&lt;column&gt;.csv</source>
      <translation>每列各有一个泛化层次文件的文件夹：&lt;column&gt;.csv 或 *_&lt;column&gt;.csv</translation>
    </message>
    <message>
      <source>sensitivity-level table of a sensitive attribute ((αij,k,m) algorithm)</source>
      <translation>敏感属性的敏感等级表（(αij,k,m) 算法）</translation>
    </message>
    <message>
      <source>the search (default: the project's, else optimal); auto: the optimal search up to 100,000 transformations, the genetic search beyond (from a local optimum, anytime, 60 s unless limited; reproducible under --step-limit)</source>
      <translation>搜索方法（默认：项目中的设置，否则为最优搜索）；auto：不超过 100,000 个变换时用最优搜索，超过时用遗传搜索（从局部最优出发，随时可停，未设限时为 60 秒；在 --step-limit 下结果可复现）</translation>
    </message>
    <message>
      <source>share of rows that may be suppressed (e.g. 0.05)</source>
      <translation>允许被抑制的行所占的比例（例如 0.05）</translation>
    </message>
    <message>
      <source>utility metric the optimal search minimises</source>
      <translation>最优搜索要最小化的效用指标</translation>
    </message>
    <message>
      <source>Mondrian's split rule</source>
      <translation>Mondrian 的划分规则</translation>
    </message>
    <message>
      <source>stop the search after this many seconds and release the best found so far</source>
      <translation>搜索到这么多秒后停止，并发布目前找到的最佳结果</translation>
    </message>
    <message>
      <source>stop the search after evaluating N candidates and release the best found so far</source>
      <translation>评估 N 个候选后停止搜索，并发布目前找到的最佳结果</translation>
    </message>
    <message>
      <source>microaggregate a numeric attribute that is not a quasi-identifier: each class shows its mean, geometric-mean, median, mode, interval or set</source>
      <translation>对不是准标识符的数值属性做微聚合：每个等价类显示其 mean（均值）、geometric-mean（几何均值）、median（中位数）、mode（众数）、interval（区间）或 set（集合）</translation>
    </message>
    <message>
      <source>recode the records the search would suppress by suppressing single cells: arx (default; ARX's cell-suppression mode, 1%% of the table per round) or gradual (1%% of the records still suppressed per round); every model, δ-presence and k-map too</source>
      <translation>对搜索本会抑制的记录改为只抑制其中的单个单元格：arx（默认；ARX 的单元格抑制模式，每轮至少放回全表的 1%%）或 gradual（每轮至少放回仍被抑制记录的 1%%）；适用于所有模型，包括 δ-存在性和 k-map</translation>
    </message>
    <message>
      <source>folder for anonymized.csv and summary.json</source>
      <translation>存放 anonymized.csv 和 summary.json 的文件夹</translation>
    </message>
    <message>
      <source>also write anonymized.xlsx</source>
      <translation>同时写出 anonymized.xlsx</translation>
    </message>
    <message>
      <source>rebuild a project's release and its audit report</source>
      <translation>重新生成项目的发布数据及其审计报告</translation>
    </message>
    <message>
      <source>a .privdesk project</source>
      <translation>.privdesk 项目</translation>
    </message>
    <message>
      <source>folder for the release, report.xlsx and report.json</source>
      <translation>存放发布数据、report.xlsx 和 report.json 的文件夹</translation>
    </message>
    <message>
      <source>check a table released elsewhere and write the signed report</source>
      <translation>检查在其他地方发布的数据表，并写出已签名的报告</translation>
    </message>
    <message>
      <source>the original table (same rows, same order) for PL, EC and losses</source>
      <translation>原始表（行相同、顺序相同），用于计算 PL、EC 和信息损失</translation>
    </message>
    <message>
      <source>ARX-style hierarchy</source>
      <translation>ARX 格式的泛化层次</translation>
    </message>
    <message>
      <source>sensitivity-level table of a sensitive attribute</source>
      <translation>敏感属性的敏感等级表</translation>
    </message>
    <message>
      <source>columns released on purpose although they look like direct identifiers (a warning in the verdict instead of a failure)</source>
      <translation>虽然看起来像直接标识符但有意发布的列（在结论中作为警告而非未通过）</translation>
    </message>
    <message>
      <source>folder for report.xlsx and report.json</source>
      <translation>存放 report.xlsx 和 report.json 的文件夹</translation>
    </message>
    <message>
      <source>run the bundled hospital sample end to end, headless</source>
      <translation>以无界面方式完整运行内置的医院示例</translation>
    </message>
    <message>
      <source>folder for the outputs (default: a new folder in the current directory)</source>
      <translation>输出文件夹（默认：在当前目录中新建一个文件夹）</translation>
    </message>
    <message>
      <source>make a signing key pair in minisign's format; the secret key is encrypted with a passphrase read from the environment variable PRIVDESK_KEY_PASSPHRASE, else asked for (hidden)</source>
      <translation>创建 minisign 格式的签名密钥对；私钥使用口令加密，口令从环境变量 PRIVDESK_KEY_PASSPHRASE 读取，否则会提示输入（输入内容不显示）</translation>
    </message>
    <message>
      <source>Make a signing key pair in minisign's format; the secret key is encrypted with a passphrase read from the environment variable PRIVDESK_KEY_PASSPHRASE, else asked for (hidden). The secret key file (NAME.key, mode 0600) also works with minisign -S -s; give auditors NAME.pub.</source>
      <translation>创建 minisign 格式的签名密钥对；私钥使用口令加密，口令从环境变量 PRIVDESK_KEY_PASSPHRASE 读取，否则会提示输入（输入内容不显示）。私钥文件（NAME.key，权限 0600）也可用于 minisign -S -s；请将 NAME.pub 交给审计人员。</translation>
    </message>
    <message>
      <source>the key owner's name, e.g. "Jane Doe"; the key files are named after it (jane-doe.key, jane-doe.pub)</source>
      <translation>密钥所有者的名称，例如 "Jane Doe"；密钥文件以此命名（jane-doe.key、jane-doe.pub）</translation>
    </message>
    <message>
      <source>folder for the key files (default: PrivDesk's config folder, keys/)</source>
      <translation>存放密钥文件的文件夹（默认：PrivDesk 配置文件夹中的 keys/）</translation>
    </message>
    <message>
      <source>replace an existing key pair of that name</source>
      <translation>替换同名的已有密钥对</translation>
    </message>
    <message>
      <source>check a report or data file against its minisign signature and a public key you trust; exits 1 when it does not verify</source>
      <translation>使用 minisign 签名和您信任的公钥检查报告或数据文件；验证未通过时以退出码 1 退出</translation>
    </message>
    <message>
      <source>Check a report or data file against its minisign signature and a public key you trust; exits 1 when it does not verify. The same check as minisign -V -p KEY.pub -m FILE.</source>
      <translation>使用 minisign 签名和您信任的公钥检查报告或数据文件；验证未通过时以退出码 1 退出。与 minisign -V -p KEY.pub -m FILE 的检查相同。</translation>
    </message>
    <message>
      <source>the signed file, e.g. report.xlsx</source>
      <translation>已签名的文件，例如 report.xlsx</translation>
    </message>
    <message>
      <source>the trusted public key: a .pub file or the base64 key string</source>
      <translation>受信任的公钥：.pub 文件或 base64 密钥字符串</translation>
    </message>
    <message>
      <source>the signature file (default: FILE.minisig)</source>
      <translation>签名文件（默认：FILE.minisig）</translation>
    </message>
    <message>
      <source>the columns an attacker already knows from elsewhere, for the attack test of the release (default: the quasi-identifiers; linkability splits them into two halves)</source>
      <translation>攻击者已从别处得知的列，用于发布数据的攻击测试（默认：准标识符；可链接性测试将其分为两半）</translation>
    </message>
    <message>
      <source>interrupted</source>
      <translation>已中断</translation>
    </message>
    <message>
      <source>{file}: no such file</source>
      <translation>{file}：文件不存在</translation>
    </message>
    <message>
      <source>a file to open ({file}) cannot be followed by a command</source>
      <translation>要打开的文件（{file}）之后不能再跟命令</translation>
    </message>
    <message>
      <source>{file}: {reason}</source>
      <translation>{file}：{reason}</translation>
    </message>
    <message>
      <source>{message} (see {command} --help)</source>
      <translation>{message}（参见 {command} --help）</translation>
    </message>
    <message>
      <source>{model} needs --sensitive</source>
      <translation>{model} 需要 --sensitive</translation>
    </message>
    <message>
      <source>IL1s (mean standardised distance to the original)</source>
      <translation>IL1s（与原值的平均标准化距离）</translation>
    </message>
    <message>
      <source>eigenvalue distance of the correlation structure</source>
      <translation>相关结构的特征值距离</translation>
    </message>
    <message>
      <source>within-group variance share (SSE/SST)</source>
      <translation>组内方差占比（SSE/SST）</translation>
    </message>
    <message>
      <source>MDAV microaggregation: replace numeric columns by the means of groups of at least k similar rows</source>
      <translation>MDAV 微聚合：用至少 k 条相似行组成的组的均值替换数值列</translation>
    </message>
    <message>
      <source>comma-separated numeric columns to aggregate together</source>
      <translation>要一起聚合的数值列，以逗号分隔</translation>
    </message>
    <message>
      <source>rows per group, at least (default 3)</source>
      <translation>每组至少的行数（默认 3）</translation>
    </message>
    <message>
      <source>folder for released.csv and transformation.json</source>
      <translation>存放 released.csv 和 transformation.json 的文件夹</translation>
    </message>
    <message>
      <source>add noise to numeric columns and/or PRAM categorical columns, reproducibly from a seed</source>
      <translation>为数值列添加噪声和/或对分类列做 PRAM，可由种子复现</translation>
    </message>
    <message>
      <source>comma-separated numeric columns to add noise to</source>
      <translation>要添加噪声的数值列，以逗号分隔</translation>
    </message>
    <message>
      <source>noise standard deviation as a share of each column's standard deviation (default 0.1)</source>
      <translation>噪声标准差占各列标准差的比例（默认 0.1）</translation>
    </message>
    <message>
      <source>uncorrelated noise per column, or noise with the columns' covariance (default)</source>
      <translation>各列独立的不相关噪声，或具有各列协方差的噪声（默认）</translation>
    </message>
    <message>
      <source>round the noisy values to this many decimals</source>
      <translation>将加噪后的值四舍五入到此位小数</translation>
    </message>
    <message>
      <source>comma-separated categorical columns to PRAM</source>
      <translation>要做 PRAM 的分类列，以逗号分隔</translation>
    </message>
    <message>
      <source>PRAM: probability of keeping a value before the matrix is made invariant (default 0.8)</source>
      <translation>PRAM：在矩阵变为不变矩阵之前保留原值的概率（默认 0.8）</translation>
    </message>
    <message>
      <source>PRAM with the plain matrix, without keeping the expected frequencies</source>
      <translation>使用普通矩阵做 PRAM，不保持期望频数</translation>
    </message>
    <message>
      <source>PRAM with your transition matrix: a CSV whose header and first column list the categories, row = from, column = to</source>
      <translation>使用你的转移矩阵做 PRAM：一个 CSV 文件，表头和第一列列出各类别，行 = 原类别，列 = 新类别</translation>
    </message>
    <message>
      <source>seed of the random draws (default: a new one, recorded)</source>
      <translation>随机抽取的种子（默认：新生成一个并记录下来）</translation>
    </message>
    <message>
      <source>k-anonymity by suppressing single cells of the quasi-identifiers, least important column first (sdcMicro's local suppression)</source>
      <translation>通过抑制准标识符的单个单元格实现 k-匿名，先抑制最不重要的列（sdcMicro 的局部抑制）</translation>
    </message>
    <message>
      <source>comma-separated quasi-identifiers</source>
      <translation>准标识符，以逗号分隔</translation>
    </message>
    <message>
      <source>every row matches at least k rows, a suppressed cell matching any value (default 2)</source>
      <translation>每行至少与 k 行匹配，被抑制的单元格匹配任何值（默认 2）</translation>
    </message>
    <message>
      <source>comma-separated importance of the quasi-identifiers in the same order, 1 = most important, suppressed last (default: fewer distinct values = more important)</source>
      <translation>按相同顺序给出各准标识符的重要性，以逗号分隔，1 = 最重要、最后抑制（默认：不同值越少越重要）</translation>
    </message>
    <message>
      <source>what a suppressed cell shows (default *; '' = empty)</source>
      <translation>被抑制的单元格显示的内容（默认 *；'' = 空）</translation>
    </message>
    <message>
      <source>name columns with --noise and/or --pram</source>
      <translation>请用 --noise 和/或 --pram 指定列</translation>
    </message>
    <message>
      <source>the matrix's first column must list the same categories as its header</source>
      <translation>矩阵的第一列必须列出与表头相同的类别</translation>
    </message>
    <message>
      <source>MDAV: {rows:,} rows of {columns} in {groups:,} groups of at least {k} rows; written to {path}</source>
      <translation>MDAV：{columns} 的 {rows:,} 行分为 {groups:,} 组，每组至少 {k} 行；已写入 {path}</translation>
    </message>
    <message>
      <source>written to {path}</source>
      <translation>已写入 {path}</translation>
    </message>
    <message>
      <source>{k}-anonymity by suppressing {cells:,} cells in {rows:,} rows; written to {path}</source>
      <translation>通过抑制 {rows:,} 行中的 {cells:,} 个单元格实现 {k}-匿名；已写入 {path}</translation>
    </message>
    <message>
      <source>--importance expects whole numbers</source>
      <translation>--importance 需要整数</translation>
    </message>
    <message>
      <source>noise ({kind}, {share} × sd, seed {seed}) on {columns}</source>
      <translation>对 {columns} 添加噪声（{kind}，{share} × 标准差，种子 {seed}）</translation>
    </message>
    <message>
      <source>PRAM (seed {seed}) on {columns}</source>
      <translation>对 {columns} 做 PRAM（种子 {seed}）</translation>
    </message>
    <message>
      <source>cannot read the transition matrix: {error}</source>
      <translation>无法读取转移矩阵：{error}</translation>
    </message>
    <message>
      <source>{column}: {changed:,} values changed ({share:.1%}), category shares moved by {distance:.4f}</source>
      <translation>{column}：{changed:,} 个值被改变（{share:.1%}），类别占比变化 {distance:.4f}</translation>
    </message>
    <message>
      <source>requirements (exit 1 when one is not met)</source>
      <translation>要求（任一要求未满足时以退出码 1 退出）</translation>
    </message>
    <message>
      <source>risk threshold (exit 1 when it is not met; anonymize enforces it)</source>
      <translation>风险阈值（未满足时以退出码 1 退出；anonymize 会强制满足）</translation>
    </message>
    <message>
      <source>Excel sheet name or 0-based number (default: the first)</source>
      <translation>Excel 工作表名称或从 0 开始的编号（默认：第一个）</translation>
    </message>
    <message>
      <source>text encoding of a CSV file (default: detected)</source>
      <translation>CSV 文件的文本编码（默认：自动检测）</translation>
    </message>
    <message>
      <source>CSV delimiter: , ; | or \t (default: detected)</source>
      <translation>CSV 分隔符：, ; | 或 \t（默认：自动检测）</translation>
    </message>
    <message>
      <source>comma-separated list of texts that mean 'missing' (default: empty, NA, N/A, NULL, null, ?)</source>
      <translation>表示“缺失”的文本列表，以逗号分隔（默认：空、NA、N/A、NULL、null、?）</translation>
    </message>
    <message>
      <source>state δ in bits (log base 2), as ARX does: δ_ARX = δ / ln 2</source>
      <translation>以比特（以 2 为底的对数）表示 δ，与 ARX 相同：δ_ARX = δ / ln 2</translation>
    </message>
    <message>
      <source>population table (original values) the data is drawn from, for δ-presence</source>
      <translation>数据所来源的总体表（原始值），用于 δ-存在性</translation>
    </message>
    <message>
      <source>how the data will be released (SPEC §3; default public)</source>
      <translation>数据的发布方式（SPEC §3；默认 public）</translation>
    </message>
    <message>
      <source>invasion of privacy if re-identified: sets the risk threshold 0.1/0.075/0.05 (default high)</source>
      <translation>被重识别时对隐私的侵犯程度：设定风险阈值 0.1/0.075/0.05（默认 high）</translation>
    </message>
    <message>
      <source>risk threshold (overrides --invasion)</source>
      <translation>风险阈值（覆盖 --invasion）</translation>
    </message>
    <message>
      <source>largest share of records whose risk exceeds the threshold (e.g. 0.01)</source>
      <translation>风险超过阈值的记录所占的最大比例（例如 0.01）</translation>
    </message>
    <message>
      <source>give at least one column name</source>
      <translation>请至少指定一个列名</translation>
    </message>
    <message>
      <source>sign with this secret key (passphrase from PRIVDESK_KEY_PASSPHRASE or asked for); without it the report is not signed</source>
      <translation>使用此私钥签名（口令从 PRIVDESK_KEY_PASSPHRASE 读取，否则提示输入）；不指定时报告不签名</translation>
    </message>
    <message>
      <source>the name written into the report and its signature</source>
      <translation>写入报告及其签名中的名称</translation>
    </message>
    <message>
      <source>the release's context (JSON or TOML: recipient, purpose, environment, external data, threshold and its justification, the person responsible), the report's first sheet; it replaces the entries of the project's context</source>
      <translation>发布的上下文（JSON 或 TOML：接收方、用途、环境、外部数据、阈值及其理由、负责人），即报告的第一张工作表；它替换项目上下文中的相应条目</translation>
    </message>
    <message>
      <source>also write report.xlsx and report.json</source>
      <translation>同时写出 report.xlsx 和 report.json</translation>
    </message>
    <message>
      <source>{flag} expects COLUMN=VALUE</source>
      <translation>{flag} 需要 COLUMN=VALUE 格式</translation>
    </message>
    <message>
      <source>{flag} given twice for column '{column}'</source>
      <translation>列“{column}”重复指定了 {flag}</translation>
    </message>
    <message>
      <source>met: {model}: required {required}, achieved {achieved}</source>
      <translation>满足：{model}：要求 {required}，实际 {achieved}</translation>
    </message>
    <message>
      <source>NOT MET: {model}: required {required}, achieved {achieved}</source>
      <translation>未满足：{model}：要求 {required}，实际 {achieved}</translation>
    </message>
    <message>
      <source>met: {requirement}</source>
      <translation>满足：{requirement}</translation>
    </message>
    <message>
      <source>NOT MET: {requirement}</source>
      <translation>未满足：{requirement}</translation>
    </message>
    <message>
      <source>the person key: a column naming the person of each row (patient number); every model then counts persons, not rows</source>
      <translation>患者标识：标明每行所属之人的列（如住院号）；所有模型随后按人而非按行计数</translation>
    </message>
    <message>
      <source>person key '{person}': {persons:,} persons on {rows:,} rows ({repeated:,} with several rows); smallest class in persons: {k} ({rows_of_k:,} rows)</source>
      <translation>患者标识 '{person}'：{rows:,} 行共 {persons:,} 人（{repeated:,} 人有多行）；按人计的最小等价类：{k}（{rows_of_k:,} 行）</translation>
    </message>
    <message>
      <source>person key '{person}': {persons:,} persons, {suppressed:,} suppressed with all their rows; the classes count persons</source>
      <translation>患者标识 '{person}'：{persons:,} 人，其中 {suppressed:,} 人连同其所有行被抑制；等价类按人计数</translation>
    </message>
    <message>
      <source>population risk (the table is a sample of a population)</source>
      <translation>总体风险（该表是某一总体的样本）</translation>
    </message>
    <message>
      <source>number of people in the population the table was drawn from</source>
      <translation>该表所抽自的总体人数</translation>
    </message>
    <message>
      <source>share of the population that is in the table (0 &lt; F ≤ 1)</source>
      <translation>总体中进入该表的比例（0 &lt; F ≤ 1）</translation>
    </message>
    <message>
      <source>population-uniqueness estimator (default: Dankar's decision rule)</source>
      <translation>总体唯一性估计方法（默认：Dankar 决策规则）</translation>
    </message>
    <message>
      <source>column of sampling weights, for sdcMicro's individual risk</source>
      <translation>抽样权重列，用于 sdcMicro 的个体风险</translation>
    </message>
    <message>
      <source>requirement: at most this share of records unique in the table</source>
      <translation>要求：表中唯一记录的比例不超过此值</translation>
    </message>
    <message>
      <source>requirement: at most this estimated share of the population unique</source>
      <translation>要求：总体中唯一者的估计比例不超过此值</translation>
    </message>
    <message>
      <source>requirement (ARX's AverageReidentificationRisk): the kept records' average re-identification risk, groups ÷ kept records, at most θ; suppressed records are left out. Not the release model's average risk (--release-model non-public), which counts the suppressed records as one group</source>
      <translation>要求（ARX 的 AverageReidentificationRisk）：保留记录的平均重识别风险（组数 ÷ 保留记录数）不超过 θ；被抑制的记录不计入。不同于发布模型的平均风险（--release-model non-public），后者把被抑制的记录算作一个组</translation>
    </message>
    <message>
      <source>requirement: every class matches at least K people of the population table (--population), or, with --population-size/--sampling-fraction, is estimated to</source>
      <translation>要求：每个等价类至少匹配总体表（--population）中的 K 个人；或在给出 --population-size/--sampling-fraction 时按估计满足</translation>
    </message>
    <message>
      <source>how k-map estimates population class sizes without a population table</source>
      <translation>没有总体表时 k-map 估计总体中各组规模的方法</translation>
    </message>
    <message>
      <source>significance level of the estimated k-map (default 0.01)</source>
      <translation>估计 k-map 的显著性水平（默认 0.01）</translation>
    </message>
    <message>
      <source>prosecutor</source>
      <translation>检察官</translation>
    </message>
    <message>
      <source>journalist</source>
      <translation>记者</translation>
    </message>
    <message>
      <source>sample uniqueness: {share:.2%} of the records are unique in the table</source>
      <translation>样本唯一性：{share:.2%} 的记录在表中唯一</translation>
    </message>
    <message>
      <source>marketer risk: {rate:.4f} of the records re-identified on average</source>
      <translation>营销者风险：平均有 {rate:.4f} 的记录被重识别</translation>
    </message>
    <message>
      <source>{k}-map estimated ({estimator}, significance {alpha:g}) as {derived}-anonymity, type-I error {error:.2g}</source>
      <translation>{k}-map 估计为 {derived}-匿名（{estimator}，显著性 {alpha:g}），第一类错误 {error:.2g}</translation>
    </message>
    <message>
      <source>population uniqueness ({estimator}): {share:.4%} of a population of {size:,.0f} (sampling fraction {fraction:.4g}); Pitman {pitman}, Zayatz {zayatz}, SNB {snb}, Dankar's rule chose {chosen}</source>
      <translation>总体唯一性（{estimator}）：在 {size:,.0f} 人的总体中占 {share:.4%}（抽样比例 {fraction:.4g}）；Pitman {pitman}，Zayatz {zayatz}，SNB {snb}，Dankar 规则选择了 {chosen}</translation>
    </message>
    <message>
      <source>{attacker} risk: highest {highest:.4f}, average {average:.4f}, records above {threshold:g}: {share:.2%}</source>
      <translation>{attacker}风险：最高 {highest:.4f}，平均 {average:.4f}，高于 {threshold:g} 的记录：{share:.2%}</translation>
    </message>
    <message>
      <source>k-map estimated ({estimator}, significance {alpha:g}): {k}-map holds when the smallest class has {derived} records; it has {smallest:,}</source>
      <translation>k-map 估计（{estimator}，显著性 {alpha:g}）：最小的等价类有 {derived} 条记录时满足 {k}-map；实际为 {smallest:,}</translation>
    </message>
    <message>
      <source>individual risk (weights '{column}'): highest {maximum:.4f}, mean {mean:.4f}, expected re-identifications {expected:.2f}</source>
      <translation>个体风险（权重 '{column}'）：最高 {maximum:.4f}，平均 {mean:.4f}，预期重识别数 {expected:.2f}</translation>
    </message>
    <message>
      <source>k-map against the population table: k = {k:,}</source>
      <translation>相对总体表的 k-map：k = {k:,}</translation>
    </message>
    <message>
      <source>Passphrase for the new secret key: </source>
      <translation>新私钥的口令：</translation>
    </message>
    <message>
      <source>Passphrase of the secret key: </source>
      <translation>私钥的口令：</translation>
    </message>
    <message>
      <source>the passphrase is empty</source>
      <translation>口令为空</translation>
    </message>
    <message>
      <source>Passphrase again: </source>
      <translation>再次输入口令：</translation>
    </message>
    <message>
      <source>the two passphrases differ</source>
      <translation>两次输入的口令不一致</translation>
    </message>
    <message>
      <source>secret key: {path} (encrypted; keep it private)</source>
      <translation>私钥：{path}（已加密；请妥善保管，切勿外泄）</translation>
    </message>
    <message>
      <source>public key: {path} (give it to auditors)</source>
      <translation>公钥：{path}（请交给审计人员）</translation>
    </message>
    <message>
      <source>key id {key_id}, public key SHA-256 {sha256}</source>
      <translation>密钥 ID {key_id}，公钥 SHA-256 {sha256}</translation>
    </message>
    <message>
      <source>verify with: privdesk verify FILE --pubkey {path}   or   minisign -Vm FILE -P {key}</source>
      <translation>验证方法：privdesk verify FILE --pubkey {path}   或   minisign -Vm FILE -P {key}</translation>
    </message>
    <message>
      <source>sha256 of the file: {sha256} (matches {role})</source>
      <translation>文件的 sha256：{sha256}（与{role}一致）</translation>
    </message>
    <message>
      <source>sha256 of the file: {sha256}</source>
      <translation>文件的 sha256：{sha256}</translation>
    </message>
    <message>
      <source>already exists; use --force to replace the key pair</source>
      <translation>已存在；使用 --force 可替换该密钥对</translation>
    </message>
    <message>
      <source>no passphrase: set the environment variable {variable} or run in a terminal</source>
      <translation>没有口令：请设置环境变量 {variable}，或在终端中运行</translation>
    </message>
    <message>
      <source>no passphrase for the secret key: set {variable} or run in a terminal</source>
      <translation>没有私钥的口令：请设置 {variable}，或在终端中运行</translation>
    </message>
    <message>
      <source>the environment variable {variable} is empty</source>
      <translation>环境变量 {variable} 为空</translation>
    </message>
    <message>
      <source>verified: {file} is signed by key {key_id} (signature {signature})</source>
      <translation>已验证：{file} 由密钥 {key_id} 签名（签名 {signature}）</translation>
    </message>
    <message>
      <source>{file}: signature does not verify: {reason}</source>
      <translation>{file}：签名验证未通过：{reason}</translation>
    </message>
    <message>
      <source>usefulness: summary statistics before → after</source>
      <translation>可用性：汇总统计量（之前 → 之后）</translation>
    </message>
    <message>
      <source>also compare summary statistics, a contingency table and classifiers before and after</source>
      <translation>同时比较之前与之后的汇总统计量、列联表和分类器</translation>
    </message>
    <message>
      <source>with --usefulness: the column classifiers predict (default: none)</source>
      <translation>与 --usefulness 同用：分类器要预测的列（默认：无）</translation>
    </message>
    <message>
      <source>with --target: the feature columns, comma-separated (default: every other column)</source>
      <translation>与 --target 同用：特征列，以逗号分隔（默认：其余所有列）</translation>
    </message>
    <message>
      <source>with --usefulness: the two columns of the contingency table, comma-separated (default: the first two QIs)</source>
      <translation>与 --usefulness 同用：列联表的两列，以逗号分隔（默认：前两个准标识符）</translation>
    </message>
    <message>
      <source>with --target: logistic_regression, naive_bayes, random_forest (comma-separated)</source>
      <translation>与 --target 同用：logistic_regression、naive_bayes、random_forest（以逗号分隔）</translation>
    </message>
    <message>
      <source>with --usefulness: let suppressed cells (*) stand for every value instead of leaving them out</source>
      <translation>与 --usefulness 同用：让被抑制的单元格（*）代表所有取值，而不是将其排除</translation>
    </message>
    <message>
      <source>suppressed</source>
      <translation>已抑制</translation>
    </message>
    <message>
      <source>figures</source>
      <translation>数值</translation>
    </message>
    <message>
      <source>--pair expects two column names</source>
      <translation>--pair 需要两个列名</translation>
    </message>
    <message>
      <source>classifier</source>
      <translation>分类器</translation>
    </message>
    <message>
      <source>original</source>
      <translation>原始数据</translation>
    </message>
    <message>
      <source>release</source>
      <translation>发布数据</translation>
    </message>
    <message>
      <source>mean {before} → {after}, sd {sd_before} → {sd_after}</source>
      <translation>均值 {before} → {after}，标准差 {sd_before} → {sd_after}</translation>
    </message>
    <message>
      <source>mode {before} → {after}</source>
      <translation>众数 {before} → {after}</translation>
    </message>
    <message>
      <source>contingency table of '{row}' and '{column}': largest change of a cell {change:.2%}</source>
      <translation>'{row}' 与 '{column}' 的列联表：单元格最大变化 {change:.2%}</translation>
    </message>
    <message>
      <source>the original has {original:,} rows and the release {released:,}; rows are paired by position</source>
      <translation>原始表有 {original:,} 行，而发布数据有 {released:,} 行；行是按位置配对的</translation>
    </message>
    <message>
      <source>{count:,} released values are not a generalization of their original value in the hierarchy, e.g. {values} (first at data row {row})</source>
      <translation>有 {count:,} 个发布值不是其原始值在泛化层次中的泛化，例如 {values}（首次出现在数据第 {row} 行）</translation>
    </message>
    <message>
      <source>the hierarchy is empty</source>
      <translation>泛化层次为空</translation>
    </message>
    <message>
      <source>has no cells</source>
      <translation>没有任何单元格</translation>
    </message>
    <message>
      <source>the hierarchy file is empty</source>
      <translation>泛化层次文件为空</translation>
    </message>
    <message>
      <source>the hierarchy for '{attribute}' has no row for {count} value(s) of the column: {values}</source>
      <translation>“{attribute}”的泛化层次中缺少该列 {count} 个值对应的行：{values}</translation>
    </message>
    <message>
      <source>the hierarchy has no row for {count} value(s) of the column: {values}</source>
      <translation>泛化层次中缺少该列 {count} 个值对应的行：{values}</translation>
    </message>
    <message>
      <source>a hierarchy entry needs a 'rows' list</source>
      <translation>泛化层次条目需要一个 'rows' 列表</translation>
    </message>
    <message>
      <source>a hierarchy's 'builder' must be an object or null</source>
      <translation>泛化层次的 'builder' 必须是对象或 null</translation>
    </message>
    <message>
      <source>{values} and {more} more</source>
      <translation>{values} 以及另外 {more} 个</translation>
    </message>
    <message>
      <source>file not found</source>
      <translation>找不到文件</translation>
    </message>
    <message>
      <source>value '{value}' appears again (first in row {first}); each original value needs exactly one row</source>
      <translation>值“{value}”重复出现（首次出现在第 {first} 行）；每个原始值必须恰好对应一行</translation>
    </message>
    <message>
      <source>level {level} label '{label}' generalizes to '{first_parent}' in row {first} but to '{parent}' here, at level {parent_level} (column {column}); each label must have exactly one generalization</source>
      <translation>层级 {level} 的标签“{label}”在第 {first} 行泛化为“{first_parent}”，但在此处（层级 {parent_level}，第 {column} 列）泛化为“{parent}”；每个标签必须恰好只有一个泛化值</translation>
    </message>
    <message>
      <source>level {level} does not exist; the hierarchy has levels 0 to {height}</source>
      <translation>层级 {level} 不存在；该泛化层次的层级为 0 到 {height}</translation>
    </message>
    <message>
      <source>cannot read the file: {reason}</source>
      <translation>无法读取该文件：{reason}</translation>
    </message>
    <message>
      <source>unreadable line ({error})</source>
      <translation>无法读取的行（{error}）</translation>
    </message>
    <message>
      <source>has {levels} levels, but row {first} has {depth}; every row needs the same number of levels</source>
      <translation>有 {levels} 个层级，但第 {first} 行有 {depth} 个；每一行的层级数必须相同</translation>
    </message>
    <message>
      <source>width</source>
      <translation>宽度</translation>
    </message>
    <message>
      <source>the interval width must be greater than 0</source>
      <translation>区间宽度必须大于 0</translation>
    </message>
    <message>
      <source>bottom</source>
      <translation>底端编码界限</translation>
    </message>
    <message>
      <source>top</source>
      <translation>顶端编码界限</translation>
    </message>
    <message>
      <source>start</source>
      <translation>起点</translation>
    </message>
    <message>
      <source>give the cut points of at least one level</source>
      <translation>请至少为一个层级指定切分点</translation>
    </message>
    <message>
      <source>the masking character must be a single character</source>
      <translation>掩码字符必须是单个字符</translation>
    </message>
    <message>
      <source>the padding character must be a single character</source>
      <translation>填充字符必须是单个字符</translation>
    </message>
    <message>
      <source>group size</source>
      <translation>分组大小</translation>
    </message>
    <message>
      <source>give the groups of at least one level</source>
      <translation>请至少为一个层级指定分组</translation>
    </message>
    <message>
      <source>there are no values to build a hierarchy from</source>
      <translation>没有可用于构建泛化层次的值</translation>
    </message>
    <message>
      <source>fanout</source>
      <translation>扇出</translation>
    </message>
    <message>
      <source>level {level} groups name values that do not exist: {values}</source>
      <translation>层级 {level} 的分组中指定了不存在的值：{values}</translation>
    </message>
    <message>
      <source>level {level} groups name level-{below} labels that do not exist: {values}</source>
      <translation>层级 {level} 的分组中指定了不存在的层级 {below} 标签：{values}</translation>
    </message>
    <message>
      <source>level {level}: no group holds the values {values}</source>
      <translation>层级 {level}：没有任何分组包含值 {values}</translation>
    </message>
    <message>
      <source>level {level}: no group holds the level-{below} labels {values}</source>
      <translation>层级 {level}：没有任何分组包含层级 {below} 的标签 {values}</translation>
    </message>
    <message>
      <source>bottom coding limit {bottom} must be below the top coding limit {top}</source>
      <translation>底端编码界限 {bottom} 必须小于顶端编码界限 {top}</translation>
    </message>
    <message>
      <source>value(s) {values} lie below the interval start {start}; lower the start or set a bottom coding limit</source>
      <translation>值 {values} 低于区间起点 {start}；请降低起点或设置底端编码界限</translation>
    </message>
    <message>
      <source>labels are given for {labels} levels but there are only {sizes} group sizes</source>
      <translation>为 {labels} 个层级指定了标签，但只有 {sizes} 个分组大小</translation>
    </message>
    <message>
      <source>date levels must go from fine to coarse without repeats ({levels}); got {given}</source>
      <translation>日期层级必须由细到粗排列且不能重复（{levels}）；实际为 {given}</translation>
    </message>
    <message>
      <source>unknown hierarchy builder '{kind}'; known: {builders}</source>
      <translation>未知的泛化层次构建器“{kind}”；可用的构建器：{builders}</translation>
    </message>
    <message>
      <source>{count} value(s) are not numbers: {values}</source>
      <translation>有 {count} 个值不是数字：{values}</translation>
    </message>
    <message>
      <source>the {what} must be a number</source>
      <translation>{what}必须是数字</translation>
    </message>
    <message>
      <source>the {what} must be a whole number of at least 2</source>
      <translation>{what}必须是大于或等于 2 的整数</translation>
    </message>
    <message>
      <source>level {level} has no cut points; the top level '{top}' is added by itself</source>
      <translation>层级 {level} 没有切分点；顶层“{top}”会自动添加</translation>
    </message>
    <message>
      <source>masking {name} must be 'left' or 'right'</source>
      <translation>掩码的 {name} 必须是 'left' 或 'right'</translation>
    </message>
    <message>
      <source>level {level} has {groups} groups but {labels} labels were given</source>
      <translation>层级 {level} 有 {groups} 个分组，但指定了 {labels} 个标签</translation>
    </message>
    <message>
      <source>level {level}: groups {first} and {second} are both labelled '{name}'; give distinct labels or another separator</source>
      <translation>层级 {level}：分组 {first} 和 {second} 的标签都是“{name}”；请指定不同的标签或换用其他分隔符</translation>
    </message>
    <message>
      <source>unknown date level '{level}'; choose from {levels}</source>
      <translation>未知的日期层级“{level}”；请从 {levels} 中选择</translation>
    </message>
    <message>
      <source>none</source>
      <translation>无</translation>
    </message>
    <message>
      <source>the '{kind}' builder settings are damaged ({error})</source>
      <translation>“{kind}”构建器的设置已损坏（{error}）</translation>
    </message>
    <message>
      <source>the {what} must be a finite number</source>
      <translation>{what}必须是有限的数字</translation>
    </message>
    <message>
      <source>cut point of level {level}</source>
      <translation>层级 {level} 的切分点</translation>
    </message>
    <message>
      <source>level {level} cuts at {cuts}, which level {below} does not cut at; each level may only drop cut points of the level below, or its intervals would straddle</source>
      <translation>层级 {level} 在 {cuts} 处切分，而层级 {below} 并未在这些位置切分；每个层级只能去掉下一层级的切分点，否则其区间会跨越下一层级的区间边界</translation>
    </message>
    <message>
      <source>not a date in the format {fmt}</source>
      <translation>不是格式为 {fmt} 的日期</translation>
    </message>
    <message>
      <source>level {level}: '{member}' is in two groups, '{first}' and '{label}'</source>
      <translation>层级 {level}：“{member}”同时属于两个分组“{first}”和“{label}”</translation>
    </message>
    <message>
      <source>the level of value '{value}' must be a whole number 1, 2, 3, …</source>
      <translation>值“{value}”的等级必须是整数 1、2、3、…</translation>
    </message>
    <message>
      <source>the level must be a whole number 1, 2, 3, …</source>
      <translation>等级必须是整数 1、2、3、…</translation>
    </message>
    <message>
      <source>the level of value '{value}' must be 1 or more (1 = most sensitive)</source>
      <translation>值“{value}”的等级必须为 1 或更大（1 = 最敏感）</translation>
    </message>
    <message>
      <source>the level must be 1 or more (1 = most sensitive)</source>
      <translation>等级必须为 1 或更大（1 = 最敏感）</translation>
    </message>
    <message>
      <source>the level table has no levels</source>
      <translation>敏感等级表中没有等级</translation>
    </message>
    <message>
      <source>the level table has no values</source>
      <translation>敏感等级表中没有值</translation>
    </message>
    <message>
      <source>the level table is empty</source>
      <translation>敏感等级表为空</translation>
    </message>
    <message>
      <source>a level table entry needs a 'levels' list</source>
      <translation>敏感等级表的条目需要一个 'levels' 列表</translation>
    </message>
    <message>
      <source>a row needs level;alpha;value1;value2;…</source>
      <translation>每一行需要采用 level;alpha;value1;value2;… 格式</translation>
    </message>
    <message>
      <source>alpha of level {level} must be a number greater than 0 and at most 1</source>
      <translation>等级 {level} 的 alpha 必须是大于 0 且不大于 1 的数字</translation>
    </message>
    <message>
      <source>{levels} levels but {alphas} alpha values</source>
      <translation>有 {levels} 个等级，但有 {alphas} 个 alpha 值</translation>
    </message>
    <message>
      <source>value '{value}' is twice in level {level}; a value belongs to one level</source>
      <translation>值“{value}”在等级 {level} 中出现了两次；一个值只能属于一个等级</translation>
    </message>
    <message>
      <source>value '{value}' is in level {other} and in level {level}; a value belongs to one level</source>
      <translation>值“{value}”同时位于等级 {other} 和等级 {level} 中；一个值只能属于一个等级</translation>
    </message>
    <message>
      <source>no value has level {levels}; levels must run 1 to {count} without gaps</source>
      <translation>没有值属于等级 {levels}；等级必须从 1 到 {count} 连续编号，不能有间断</translation>
    </message>
    <message>
      <source>level {level} does not exist; levels run 1 to {count}</source>
      <translation>等级 {level} 不存在；等级范围为 1 到 {count}</translation>
    </message>
    <message>
      <source>the level table has no level for {count} value(s) of the column: {values}</source>
      <translation>敏感等级表没有为该列的 {count} 个值指定等级：{values}</translation>
    </message>
    <message>
      <source>level {level} has no values; every level from 1 to {count} needs one</source>
      <translation>等级 {level} 中没有值；从 1 到 {count} 的每个等级都至少需要一个值</translation>
    </message>
    <message>
      <source>has level {level}, but row {position} of the table must be level {position}; list levels 1, 2, 3, … in order without gaps</source>
      <translation>等级为 {level}，但表中第 {position} 行必须是等级 {position}；请按 1、2、3、… 的顺序连续列出等级，不要有间断</translation>
    </message>
    <message>
      <source>value '{value}' has no level</source>
      <translation>值“{value}”没有等级</translation>
    </message>
    <message>
      <source>level entry {index} needs 'alpha' and a 'values' list</source>
      <translation>等级条目 {index} 需要 'alpha' 和一个 'values' 列表</translation>
    </message>
    <message>
      <source>level entry {index} says level {level}; levels must run 1, 2, 3, …</source>
      <translation>等级条目 {index} 标明的是等级 {level}；等级必须依次为 1、2、3、…</translation>
    </message>
    <message>
      <source>no alpha for level {levels}</source>
      <translation>等级 {levels} 没有 alpha</translation>
    </message>
    <message>
      <source>alpha given for level {levels}, which has no values</source>
      <translation>为等级 {levels} 指定了 alpha，但该等级没有值</translation>
    </message>
    <message>
      <source>the weights are too large to add up; scale them down</source>
      <translation>权重太大，无法求和；请将其按比例缩小</translation>
    </message>
    <message>
      <source>the weight must be a finite number greater than 0</source>
      <translation>权重必须是大于 0 的有限数</translation>
    </message>
    <message>
      <source>no weight for {columns}; every quasi-identifier needs a weight greater than 0</source>
      <translation>{columns} 没有权重；每个准标识符都需要一个大于 0 的权重</translation>
    </message>
    <message>
      <source>weight given for {columns}, which is not one of the quasi-identifiers ({qis})</source>
      <translation>为 {columns} 指定了权重，但它不是准标识符（{qis}）之一</translation>
    </message>
    <message>
      <source>{columns} listed more than once among the quasi-identifiers</source>
      <translation>{columns} 在准标识符中被列出了多次</translation>
    </message>
    <message>
      <source>checking the classes: {done:,} of {total:,}</source>
      <translation>正在检查等价类：{done:,} / {total:,}</translation>
    </message>
    <message>
      <source>column {position} has an empty name</source>
      <translation>第 {position} 列的名称为空</translation>
    </message>
    <message>
      <source>column name '{name}' appears twice (columns {first} and {position})</source>
      <translation>列名“{name}”出现了两次（第 {first} 列和第 {position} 列）</translation>
    </message>
    <message>
      <source>row {row}, column '{column}': {message}</source>
      <translation>第 {row} 行，列“{column}”：{message}</translation>
    </message>
    <message>
      <source>{file}: {message}</source>
      <translation>{file}：{message}</translation>
    </message>
    <message>
      <source>{message} (value {value!r})</source>
      <translation>{message}（值 {value!r}）</translation>
    </message>
    <message>
      <source>row {row}: {message}</source>
      <translation>第 {row} 行：{message}</translation>
    </message>
    <message>
      <source>column '{column}': {message}</source>
      <translation>列“{column}”：{message}</translation>
    </message>
    <message>
      <source>name at least one numeric column</source>
      <translation>请至少指定一个数值列</translation>
    </message>
    <message>
      <source>needs a number in every row</source>
      <translation>每一行都需要一个数值</translation>
    </message>
    <message>
      <source>the person key is empty; every row needs the person it belongs to</source>
      <translation>患者标识为空；每一行都需要标明所属之人</translation>
    </message>
    <message>
      <source>the rows kept per person must be a whole number of at least 1</source>
      <translation>每人保留的行数必须是至少为 1 的整数</translation>
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
      <source>unknown column type {text!r}; choose one of {names}</source>
      <translation>未知的列类型 {text!r}；请从以下选项中选择一个：{names}</translation>
    </message>
    <message>
      <source>{distinct:,} of {total:,} values are distinct codes</source>
      <translation>{total:,} 个值中有 {distinct:,} 个是互不相同的编码</translation>
    </message>
    <message>
      <source>the values are dates</source>
      <translation>值是日期</translation>
    </message>
    <message>
      <source>'{name}' is read as not identifying: values are codes about things, not people</source>
      <translation>“{name}”被判断为不具标识性：其值是关于物品而不是人的编码</translation>
    </message>
    <message>
      <source>nothing in the name or the values of '{name}' points to a person</source>
      <translation>“{name}”的列名和值都没有指向某个人</translation>
    </message>
    <message>
      <source>the name '{name}' and the values say it is an ID: {reason}</source>
      <translation>列名“{name}”和值都表明这是编号：{reason}</translation>
    </message>
    <message>
      <source>they hold the birth date ({first} to {last}) and the region of birth</source>
      <translation>其中包含出生日期（{first} 至 {last}）和出生地区</translation>
    </message>
    <message>
      <source>the values of '{name}' are dates</source>
      <translation>“{name}”的值是日期</translation>
    </message>
    <message>
      <source>{count:,} ages are over 89</source>
      <translation>有 {count:,} 个年龄超过 89 岁</translation>
    </message>
    <message>
      <source>the name '{name}' reads as: {kind}</source>
      <translation>列名“{name}”表示：{kind}</translation>
    </message>
    <message>
      <source>{valid:,} of {total:,} values are {what}</source>
      <translation>{total:,} 个值中有 {valid:,} 个是{what}</translation>
    </message>
    <message>
      <source>estimated from {checked:,} of the {distinct:,} distinct values</source>
      <translation>根据 {distinct:,} 个不同值中的 {checked:,} 个估算</translation>
    </message>
    <message>
      <source>value of an identifier column</source>
      <translation>标识符列的值</translation>
    </message>
    <message>
      <source>e-mail address</source>
      <translation>电子邮件地址</translation>
    </message>
    <message>
      <source>web address</source>
      <translation>网址</translation>
    </message>
    <message>
      <source>ID number</source>
      <translation>身份证号</translation>
    </message>
    <message>
      <source>bank card number</source>
      <translation>银行卡号</translation>
    </message>
    <message>
      <source>passport number</source>
      <translation>护照号码</translation>
    </message>
    <message>
      <source>hospital or record number</source>
      <translation>住院号或病历号</translation>
    </message>
    <message>
      <source>mobile number</source>
      <translation>手机号</translation>
    </message>
    <message>
      <source>phone number</source>
      <translation>电话号码</translation>
    </message>
    <message>
      <source>IP address</source>
      <translation>IP 地址</translation>
    </message>
    <message>
      <source>address</source>
      <translation>地址</translation>
    </message>
    <message>
      <source>postcode</source>
      <translation>邮政编码</translation>
    </message>
    <message>
      <source>person name</source>
      <translation>姓名</translation>
    </message>
    <message>
      <source>, spans found: {kinds}</source>
      <translation>，发现：{kinds}</translation>
    </message>
    <message>
      <source>free text{found}: released only redacted (the role Free text, or --free-text {column})</source>
      <translation>自由文本{found}：只能脱敏后发布（角色“自由文本”，或 --free-text {column}）</translation>
    </message>
    <message>
      <source>{distinct:,} distinct values in {rows:,} rows</source>
      <translation>{rows:,} 行中有 {distinct:,} 个不同值</translation>
    </message>
    <message>
      <source>redacted free text ({placeholders:,} placeholders), no identifying span left</source>
      <translation>已脱敏的自由文本（{placeholders:,} 个占位符），未留下可识别身份的片段</translation>
    </message>
    <message>
      <source>redacted free text ({placeholders:,} placeholders), but spans are left: {kinds}; redact it again (--free-text {column})</source>
      <translation>已脱敏的自由文本（{placeholders:,} 个占位符），但仍留有片段：{kinds}；请再次脱敏（--free-text {column}）</translation>
    </message>
    <message>
      <source>{kind} ({count:,})</source>
      <translation>{kind}（{count:,}）</translation>
    </message>
    <message>
      <source>names</source>
      <translation>姓名</translation>
    </message>
    <message>
      <source>geographic subdivisions smaller than a state</source>
      <translation>小于州一级的地理区划</translation>
    </message>
    <message>
      <source>dates (other than year) related to a person, and ages over 89</source>
      <translation>与个人相关的日期（年份除外）以及 89 岁以上的年龄</translation>
    </message>
    <message>
      <source>telephone numbers</source>
      <translation>电话号码</translation>
    </message>
    <message>
      <source>fax numbers</source>
      <translation>传真号码</translation>
    </message>
    <message>
      <source>e-mail addresses</source>
      <translation>电子邮件地址</translation>
    </message>
    <message>
      <source>social security numbers</source>
      <translation>社会安全号码</translation>
    </message>
    <message>
      <source>medical record numbers</source>
      <translation>病历号</translation>
    </message>
    <message>
      <source>health plan beneficiary numbers</source>
      <translation>医疗保险受益人编号</translation>
    </message>
    <message>
      <source>account numbers</source>
      <translation>账号</translation>
    </message>
    <message>
      <source>certificate and licence numbers</source>
      <translation>证书和执照编号</translation>
    </message>
    <message>
      <source>vehicle identifiers and serial numbers, including licence plates</source>
      <translation>车辆标识和序列号，包括车牌</translation>
    </message>
    <message>
      <source>device identifiers and serial numbers</source>
      <translation>设备标识和序列号</translation>
    </message>
    <message>
      <source>web addresses (URLs)</source>
      <translation>网址（URL）</translation>
    </message>
    <message>
      <source>IP addresses</source>
      <translation>IP 地址</translation>
    </message>
    <message>
      <source>any other unique identifying number, characteristic or code</source>
      <translation>其他任何唯一的识别号码、特征或编码</translation>
    </message>
    <message>
      <source>resident ID number</source>
      <translation>居民身份证号码</translation>
    </message>
    <message>
      <source>valid resident ID numbers (18 digits with their check digit, or the 15-digit form)</source>
      <translation>有效的居民身份证号码（带校验码的 18 位，或 15 位旧号码）</translation>
    </message>
    <message>
      <source>card numbers passing the Luhn check</source>
      <translation>通过 Luhn 校验的卡号</translation>
    </message>
    <message>
      <source>mobile phone number</source>
      <translation>手机号码</translation>
    </message>
    <message>
      <source>Chinese mobile numbers</source>
      <translation>中国手机号码</translation>
    </message>
    <message>
      <source>fax number</source>
      <translation>传真号码</translation>
    </message>
    <message>
      <source>landline number</source>
      <translation>固定电话号码</translation>
    </message>
    <message>
      <source>Chinese landline numbers with an area code</source>
      <translation>带区号的中国固定电话号码</translation>
    </message>
    <message>
      <source>telephone number</source>
      <translation>电话号码</translation>
    </message>
    <message>
      <source>social security number</source>
      <translation>社会安全号码</translation>
    </message>
    <message>
      <source>US social security numbers</source>
      <translation>美国社会安全号码</translation>
    </message>
    <message>
      <source>social security or medical insurance card number</source>
      <translation>社会保障卡或医保卡号</translation>
    </message>
    <message>
      <source>health plan number</source>
      <translation>医疗保险编号</translation>
    </message>
    <message>
      <source>medical record number</source>
      <translation>病案号</translation>
    </message>
    <message>
      <source>person's ID</source>
      <translation>个人编号</translation>
    </message>
    <message>
      <source>account number</source>
      <translation>账号</translation>
    </message>
    <message>
      <source>certificate or licence number</source>
      <translation>证书或执照编号</translation>
    </message>
    <message>
      <source>Chinese passport numbers</source>
      <translation>中国护照号码</translation>
    </message>
    <message>
      <source>Hong Kong and Macau travel permit number</source>
      <translation>港澳通行证号码</translation>
    </message>
    <message>
      <source>Hong Kong and Macau travel permit numbers</source>
      <translation>港澳通行证号码</translation>
    </message>
    <message>
      <source>Taiwan travel permit number</source>
      <translation>台湾通行证号码</translation>
    </message>
    <message>
      <source>licence plate</source>
      <translation>车牌号</translation>
    </message>
    <message>
      <source>Chinese licence plates</source>
      <translation>中国车牌号</translation>
    </message>
    <message>
      <source>vehicle identification number</source>
      <translation>车辆识别代号</translation>
    </message>
    <message>
      <source>vehicle identification numbers (VIN)</source>
      <translation>车辆识别代号（VIN）</translation>
    </message>
    <message>
      <source>device identifier</source>
      <translation>设备标识</translation>
    </message>
    <message>
      <source>MAC addresses</source>
      <translation>MAC 地址</translation>
    </message>
    <message>
      <source>web addresses</source>
      <translation>网址</translation>
    </message>
    <message>
      <source>street address</source>
      <translation>详细地址</translation>
    </message>
    <message>
      <source>street addresses</source>
      <translation>详细地址</translation>
    </message>
    <message>
      <source>person's name</source>
      <translation>个人姓名</translation>
    </message>
    <message>
      <source>personal names</source>
      <translation>人名</translation>
    </message>
    <message>
      <source>date of birth</source>
      <translation>出生日期</translation>
    </message>
    <message>
      <source>date of an event in a person's life</source>
      <translation>个人经历中某一事件的日期</translation>
    </message>
    <message>
      <source>dates</source>
      <translation>日期</translation>
    </message>
    <message>
      <source>age</source>
      <translation>年龄</translation>
    </message>
    <message>
      <source>sex</source>
      <translation>性别</translation>
    </message>
    <message>
      <source>sex codes</source>
      <translation>性别代码</translation>
    </message>
    <message>
      <source>postcodes</source>
      <translation>邮政编码</translation>
    </message>
    <message>
      <source>place of residence</source>
      <translation>居住地</translation>
    </message>
    <message>
      <source>ethnicity</source>
      <translation>民族</translation>
    </message>
    <message>
      <source>occupation</source>
      <translation>职业</translation>
    </message>
    <message>
      <source>marital status</source>
      <translation>婚姻状况</translation>
    </message>
    <message>
      <source>education</source>
      <translation>受教育程度</translation>
    </message>
    <message>
      <source>diagnosis</source>
      <translation>诊断</translation>
    </message>
    <message>
      <source>ICD-10 codes</source>
      <translation>ICD-10 编码</translation>
    </message>
    <message>
      <source>medication</source>
      <translation>用药</translation>
    </message>
    <message>
      <source>test result</source>
      <translation>检验结果</translation>
    </message>
    <message>
      <source>'{column}' looks like an identifier and {repeated:,} of its values repeat on several rows: if it names the person of each row, make it the person key (--person {column}), else every figure counts rows, not persons</source>
      <translation>'{column}' 看起来是标识符，且其中 {repeated:,} 个值在多行重复出现：如果它标明每行所属之人，请将其设为患者标识（--person {column}），否则所有数字都按行而非按人计数</translation>
    </message>
    <message>
      <source>{what} protects rows, but {repeated:,} values of '{column}' repeat on several rows: give the person key and a bound on each person's rows (--person {column} --max-rows-per-person N)</source>
      <translation>{what}保护的是行，但 '{column}' 中有 {repeated:,} 个值在多行重复出现：请给出患者标识和每人行数上限（--person {column} --max-rows-per-person N）</translation>
    </message>
    <message>
      <source>Safe Harbor also requires that you have no actual knowledge that the remaining information could be used, alone or with other information, to identify a person; PrivDesk cannot check that for you.</source>
      <translation>安全港方法还要求你并不实际知道剩余信息能够单独或与其他信息结合识别出某个人；PrivDesk 无法替你检查这一点。</translation>
    </message>
    <message>
      <source>HIPAA Safe Harbor</source>
      <translation>HIPAA 安全港</translation>
    </message>
    <message>
      <source>Chinese personal information</source>
      <translation>中国个人信息</translation>
    </message>
    <message>
      <source>dropped (direct identifier)</source>
      <translation>删除（直接标识符）</translation>
    </message>
    <message>
      <source>ZIP code to three digits (000 for small areas)</source>
      <translation>邮政编码保留前三位（人口少的地区为 000）</translation>
    </message>
    <message>
      <source>date to the year</source>
      <translation>日期保留到年</translation>
    </message>
    <message>
      <source>birth date to the year, 90+ for the oldest</source>
      <translation>出生日期保留到年，最年长者为 90+</translation>
    </message>
    <message>
      <source>ages 90 and over to '90+'</source>
      <translation>90 岁及以上的年龄改为“90+”</translation>
    </message>
    <message>
      <source>postcode to the province</source>
      <translation>邮编保留到省份</translation>
    </message>
    <message>
      <source>free text redacted (names, numbers, addresses … replaced by their kind)</source>
      <translation>自由文本已脱敏（姓名、号码、地址等替换为其类别）</translation>
    </message>
    <message>
      <source>dates cut to the year</source>
      <translation>日期截断为年份</translation>
    </message>
    <message>
      <source>unknown preset '{preset}'; choose one of {presets}</source>
      <translation>未知预设“{preset}”；请从 {presets} 中选择</translation>
    </message>
    <message>
      <source>postcode cut to the province's two digits (510120 → 510000)</source>
      <translation>邮政编码截断为省级的前两位（510120 → 510000）</translation>
    </message>
    <message>
      <source>ages 90 and over become '90+'</source>
      <translation>90 岁及以上的年龄变为“90+”</translation>
    </message>
    <message>
      <source>dropped: {why}</source>
      <translation>已删除：{why}</translation>
    </message>
    <message>
      <source>free text: {spans:,} names, numbers, addresses … replaced by their kind</source>
      <translation>自由文本：{spans:,} 处姓名、号码、地址等已替换为其类别</translation>
    </message>
    <message>
      <source>ZIP code cut to its first three digits; the areas of 20,000 people or fewer ({count} of them) become 000</source>
      <translation>ZIP 编码截断为前三位；人口不超过 20,000 的地区（共 {count} 个）变为 000</translation>
    </message>
    <message>
      <source>dates cut to the year; birth years {year} and earlier (possibly aged 90 or over in {reference}) become '90+'</source>
      <translation>日期截断为年份；{year} 年及更早的出生年份（在 {reference} 年可能已满 90 岁）变为“90+”</translation>
    </message>
    <message>
      <source>{count} attributes make {sets:,} sets; choose at most {limit} or a largest set size</source>
      <translation>{count} 个属性会组成 {sets:,} 个集合；请最多选择 {limit} 个，或指定集合的最大大小</translation>
    </message>
    <message>
      <source>epsilon</source>
      <translation>ε（epsilon）</translation>
    </message>
    <message>
      <source>sensitivity</source>
      <translation>敏感度</translation>
    </message>
    <message>
      <source>rng must be a numpy random Generator (np.random.default_rng(seed))</source>
      <translation>rng 必须是 numpy 随机数生成器 Generator（np.random.default_rng(seed)）</translation>
    </message>
    <message>
      <source>size must be 0 or more</source>
      <translation>size 必须大于或等于 0</translation>
    </message>
    <message>
      <source>noise scale</source>
      <translation>噪声尺度</translation>
    </message>
    <message>
      <source>choose at least one attribute for the histogram</source>
      <translation>请为直方图至少选择一个属性</translation>
    </message>
    <message>
      <source>an attribute is listed twice</source>
      <translation>某个属性被列出了两次</translation>
    </message>
    <message>
      <source>a domain is given for an attribute that is not in the histogram</source>
      <translation>为不在直方图中的属性指定了值域</translation>
    </message>
    <message>
      <source>the exponential mechanism needs at least one candidate</source>
      <translation>指数机制至少需要一个候选项</translation>
    </message>
    <message>
      <source>there are no values to choose from</source>
      <translation>没有可供选择的值</translation>
    </message>
    <message>
      <source>a value appears twice in the declared domain</source>
      <translation>声明的值域中有值出现了两次</translation>
    </message>
    <message>
      <source>the attribute has no values (empty table and no declared domain)</source>
      <translation>该属性没有任何值（数据表为空且未声明值域）</translation>
    </message>
    <message>
      <source>{name} must be a number, not {kind}</source>
      <translation>{name} 必须是数字，而不是 {kind}</translation>
    </message>
    <message>
      <source>{name} must be a finite number</source>
      <translation>{name} 必须是有限的数字</translation>
    </message>
    <message>
      <source>{name} must be greater than 0</source>
      <translation>{name} 必须大于 0</translation>
    </message>
    <message>
      <source>epsilon {epsilon:g} is too small for sensitivity {sensitivity:g}: the noise scale S/ε would be {scale:.3g}, above {limit:.0e}</source>
      <translation>对于敏感度 {sensitivity:g}，epsilon {epsilon:g} 太小：噪声尺度 S/ε 将为 {scale:.3g}，超过上限 {limit:.0e}</translation>
    </message>
    <message>
      <source>the data hold a value that is not in the declared domain</source>
      <translation>数据中包含不在声明值域中的值</translation>
    </message>
    <message>
      <source>the histogram would have {n_cells:,} cells ({sizes}), more than the limit of {max_cells:,}; use fewer attributes or generalize them first</source>
      <translation>直方图将有 {n_cells:,} 个单元格（{sizes}），超过上限 {max_cells:,}；请减少属性数量，或先对属性进行泛化</translation>
    </message>
    <message>
      <source>{scores} scores were given for {n} candidates</source>
      <translation>为 {n} 个候选项提供了 {scores} 个得分</translation>
    </message>
    <message>
      <source>score of candidate {number}</source>
      <translation>候选项 {number} 的得分</translation>
    </message>
    <message>
      <source>rho</source>
      <translation>rho</translation>
    </message>
    <message>
      <source>delta</source>
      <translation>delta</translation>
    </message>
    <message>
      <source>noise variance</source>
      <translation>噪声方差</translation>
    </message>
    <message>
      <source>rho {rho:g} is too small for sensitivity {sensitivity:g}: the noise σ would be {sigma:.3g}, above {limit:g}</source>
      <translation>对于敏感度 {sensitivity:g}，rho {rho:g} 太小：噪声 σ 将为 {sigma:.3g}，超过上限 {limit:g}</translation>
    </message>
    <message>
      <source>the confidence must be between 0 and 1</source>
      <translation>置信度必须在 0 和 1 之间</translation>
    </message>
    <message>
      <source>the most frequent value is not yet released per person; leave out the mode</source>
      <translation>众数尚不能按人发布；请去掉众数</translation>
    </message>
    <message>
      <source>the Laplace mechanism needs ε (--epsilon)</source>
      <translation>拉普拉斯机制需要 ε（--epsilon）</translation>
    </message>
    <message>
      <source>the table has no column of that name</source>
      <translation>数据表中没有这个名称的列</translation>
    </message>
    <message>
      <source>the most frequent value is released with the Laplace mechanism only; leave out the mode or choose the Laplace mechanism</source>
      <translation>出现最多的值只能用拉普拉斯机制发布；请去掉众数，或选择拉普拉斯机制</translation>
    </message>
    <message>
      <source>delta must be above 0 and below 1</source>
      <translation>delta 必须大于 0 且小于 1</translation>
    </message>
    <message>
      <source>the Gaussian mechanism needs either ρ (--rho) or ε (--epsilon, converted at δ)</source>
      <translation>高斯机制需要 ρ（--rho）或 ε（--epsilon，按 δ 换算）二者之一</translation>
    </message>
    <message>
      <source>unknown mechanism '{name}'; choose one of {names}</source>
      <translation>未知的机制“{name}”；请从 {names} 中选择</translation>
    </message>
    <message>
      <source>statistics of {columns}</source>
      <translation>{columns} 的统计</translation>
    </message>
    <message>
      <source>differentially private release (SafePub)</source>
      <translation>差分隐私发布（SafePub）</translation>
    </message>
    <message>
      <source>the differentially private release needs ε and δ (--epsilon, --dp-delta)</source>
      <translation>差分隐私发布需要 ε 和 δ（--epsilon、--dp-delta）</translation>
    </message>
    <message>
      <source>{name} must be 0 or more</source>
      <translation>{name} 必须大于或等于 0</translation>
    </message>
    <message>
      <source>{name} must be a number</source>
      <translation>{name} 必须是数字</translation>
    </message>
    <message>
      <source>unknown composition {name!r}; choose one of {names}</source>
      <translation>未知的组合方式 {name!r}；请从 {names} 中选择</translation>
    </message>
    <message>
      <source>privacy budget exceeded: '{what}' asks for ε = {epsilon:.6g}, but {spent:.6g} of {total:.6g} is spent and only {remaining:.6g} remains</source>
      <translation>超出隐私预算：“{what}”需要 ε = {epsilon:.6g}，但总预算 {total:.6g} 中已使用 {spent:.6g}，仅剩 {remaining:.6g}</translation>
    </message>
    <message>
      <source>privacy budget exceeded: '{what}' asks for δ = {delta:.3g}, but {spent:.3g} of {total:.3g} is spent and only {remaining:.3g} remains</source>
      <translation>超出隐私预算：“{what}”需要 δ = {delta:.3g}，但 {total:.3g} 中已花费 {spent:.3g}，只剩 {remaining:.3g}</translation>
    </message>
    <message>
      <source>drawing the random sample</source>
      <translation>正在抽取随机样本</translation>
    </message>
    <message>
      <source>the number of search steps must be a whole number, 0 or more</source>
      <translation>搜索步数必须是大于或等于 0 的整数</translation>
    </message>
    <message>
      <source>the share of ε for the search must be between 0 and 1</source>
      <translation>用于搜索的 ε 比例必须在 0 和 1 之间</translation>
    </message>
    <message>
      <source>choose at least one quasi-identifier</source>
      <translation>请至少选择一个准标识符</translation>
    </message>
    <message>
      <source>one uniform number per row is needed for the sample</source>
      <translation>抽样需要每行一个均匀随机数</translation>
    </message>
    <message>
      <source>unknown generalization degree '{degree}'; choose one of {degrees}</source>
      <translation>未知的泛化程度“{degree}”；请从 {degrees} 中选择</translation>
    </message>
    <message>
      <source>the differentially private release needs a hierarchy for every quasi-identifier; missing: {names}</source>
      <translation>差分隐私发布需要为每个准标识符定义层次结构；缺少：{names}</translation>
    </message>
    <message>
      <source>search step {step} of {steps}</source>
      <translation>搜索第 {step} 步，共 {steps} 步</translation>
    </message>
    <message>
      <source>epsilon for a differentially private table must be above 0 and at most 5</source>
      <translation>差分隐私数据表的 epsilon 必须大于 0 且不超过 5</translation>
    </message>
    <message>
      <source>delta must be at least 1e-15 and below 1</source>
      <translation>delta 必须至少为 1e-15 且小于 1</translation>
    </message>
    <message>
      <source>epsilon and delta must be numbers</source>
      <translation>epsilon 和 delta 必须是数字</translation>
    </message>
    <message>
      <source>this epsilon and delta need too long a computation; choose a larger delta or a smaller epsilon</source>
      <translation>这组 epsilon 和 delta 的计算时间过长；请选择更大的 delta 或更小的 epsilon</translation>
    </message>
    <message>
      <source>Loss (granularity)</source>
      <translation>损失（粒度）</translation>
    </message>
    <message>
      <source>Precision (intensity)</source>
      <translation>精度（强度）</translation>
    </message>
    <message>
      <source>Discernibility</source>
      <translation>可区分度</translation>
    </message>
    <message>
      <source>Non-uniform entropy</source>
      <translation>非均匀熵</translation>
    </message>
    <message>
      <source>Average class size (group size)</source>
      <translation>平均等价类大小（组大小）</translation>
    </message>
    <message>
      <source>unknown score '{name}'; choose one of {names}</source>
      <translation>未知的得分“{name}”；请从 {names} 中选择</translation>
    </message>
    <message>
      <source>class sizes and value counts must be 1-D arrays and the cover a classes × values matrix</source>
      <translation>等价类大小和值计数必须是一维数组，覆盖矩阵必须是“等价类 × 值”矩阵</translation>
    </message>
    <message>
      <source>class sizes and value counts cannot be negative</source>
      <translation>等价类大小和值计数不能为负数</translation>
    </message>
    <message>
      <source>the class labels and the hierarchy level must be 1-D arrays of codes</source>
      <translation>等价类标签和泛化层次层级必须是由代码组成的一维数组</translation>
    </message>
    <message>
      <source>every weight must be a finite number greater than 0</source>
      <translation>每个权重都必须是大于 0 的有限数字</translation>
    </message>
    <message>
      <source>the original codes must be a rows × attributes matrix</source>
      <translation>原始代码必须是“行 × 属性”矩阵</translation>
    </message>
    <message>
      <source>the weights must be numbers</source>
      <translation>权重必须是数字</translation>
    </message>
    <message>
      <source>the cover matrix is {rows} × {columns} but there are {classes} classes and {values} values</source>
      <translation>覆盖矩阵为 {rows} × {columns}，但共有 {classes} 个等价类和 {values} 个值</translation>
    </message>
    <message>
      <source>the classes hold {held} rows but the table has only {n}</source>
      <translation>等价类共包含 {held} 行，但数据表只有 {n} 行</translation>
    </message>
    <message>
      <source>class {number}'s released value covers {covered} rows of the table but the class holds {size}; a class's released value must cover its own original values</source>
      <translation>等价类 {number} 的发布值涵盖数据表中的 {covered} 行，但该等价类包含 {size} 行；等价类的发布值必须涵盖其自身的原始值</translation>
    </message>
    <message>
      <source>n_valid ({n_valid}) must lie between 0 and the number of values ({n_values})</source>
      <translation>n_valid（{n_valid}）必须介于 0 和值的数量（{n_values}）之间</translation>
    </message>
    <message>
      <source>the table has {n} rows but the partition {n_rows}</source>
      <translation>数据表有 {n} 行，但划分有 {n_rows} 行</translation>
    </message>
    <message>
      <source>{q} attributes but {covers} cover matrices; give one per attribute</source>
      <translation>共有 {q} 个属性，但有 {covers} 个覆盖矩阵；请为每个属性提供一个</translation>
    </message>
    <message>
      <source>{q} attributes but {names} names</source>
      <translation>共有 {q} 个属性，但有 {names} 个名称</translation>
    </message>
    <message>
      <source>the codes of '{what}' must be a 1-D array</source>
      <translation>“{what}”的值代码必须是一维数组</translation>
    </message>
    <message>
      <source>the codes of '{what}' must be non-negative integers</source>
      <translation>“{what}”的值代码必须是非负整数</translation>
    </message>
    <message>
      <source>'{what}' has {codes} codes but the partition has {n_rows} rows</source>
      <translation>“{what}”有 {codes} 个值代码，但划分有 {n_rows} 行</translation>
    </message>
    <message>
      <source>the codes of '{what}' reach {largest} but there are only {n_values} values</source>
      <translation>“{what}”的值代码最大达到 {largest}，但只有 {n_values} 个值</translation>
    </message>
    <message>
      <source>{q} attributes but {size} weights; give one weight per attribute</source>
      <translation>共有 {q} 个属性，但有 {size} 个权重；请为每个属性提供一个权重</translation>
    </message>
    <message>
      <source>the weights add up to {total:g}, not 1; normalise them first (privdesk.engine.attributes.weights.normalize_weights)</source>
      <translation>权重之和为 {total:g}，而不是 1；请先将其归一化（privdesk.engine.attributes.weights.normalize_weights）</translation>
    </message>
    <message>
      <source>the cover of '{name}' must have one row per class ({n_classes})</source>
      <translation>“{name}”的覆盖矩阵必须每个等价类一行（共 {n_classes} 个等价类）</translation>
    </message>
    <message>
      <source>the cover of '{name}' has {columns} value columns but the codes reach {largest}</source>
      <translation>“{name}”的覆盖矩阵有 {columns} 个值列，但值代码最大达到 {largest}</translation>
    </message>
    <message>
      <source>the height of the generalization tree (h)</source>
      <translation>泛化树的高度 (h)</translation>
    </message>
    <message>
      <source>the hierarchy height</source>
      <translation>泛化层次高度</translation>
    </message>
    <message>
      <source>the number of sensitivity levels</source>
      <translation>敏感等级数</translation>
    </message>
    <message>
      <source>a hierarchy height</source>
      <translation>泛化层次高度</translation>
    </message>
    <message>
      <source>levels must be whole numbers</source>
      <translation>层级必须是整数</translation>
    </message>
    <message>
      <source>sensitivity levels start at 1 (the most sensitive)</source>
      <translation>敏感等级从 1 开始（1 为最敏感）</translation>
    </message>
    <message>
      <source>WHD needs levels 1 ≤ q ≤ p ≤ h = {h} (1 is the most general level)</source>
      <translation>WHD 要求层级满足 1 ≤ q ≤ p ≤ h = {h}（1 为最泛化的层级）</translation>
    </message>
    <message>
      <source>a full-domain level vector needs the number of rows</source>
      <translation>全域层级向量需要提供行数</translation>
    </message>
    <message>
      <source>weights given for level(s) {levels}, which do not exist; levels run 1 to {c}</source>
      <translation>为不存在的等级 {levels} 指定了权重；等级范围为 1 到 {c}</translation>
    </message>
    <message>
      <source>no weight for level(s) {levels}</source>
      <translation>等级 {levels} 没有权重</translation>
    </message>
    <message>
      <source>{size} sensitivity levels for {n_rows} rows</source>
      <translation>共有 {n_rows} 行，但给出了 {size} 个敏感等级</translation>
    </message>
    <message>
      <source>a row has level {level}, but there are only {c} levels</source>
      <translation>某一行的等级为 {level}，但只有 {c} 个等级</translation>
    </message>
    <message>
      <source>{what} must be a whole number of at least {minimum}</source>
      <translation>{what}必须是不小于 {minimum} 的整数</translation>
    </message>
    <message>
      <source>{levels} levels for {q} quasi-identifiers</source>
      <translation>共有 {q} 个准标识符，但给出了 {levels} 个层级</translation>
    </message>
    <message>
      <source>levels must be a matrix rows × {q} quasi-identifiers or one level per quasi-identifier</source>
      <translation>层级必须是“行数 × {q} 个准标识符”的矩阵，或每个准标识符一个层级</translation>
    </message>
    <message>
      <source>quasi-identifier {number}: levels must lie between 0 and its height {height}</source>
      <translation>准标识符 {number}：层级必须介于 0 和其高度 {height} 之间</translation>
    </message>
    <message>
      <source>the suppression mask has {size} rows, the levels {levels}</source>
      <translation>抑制掩码有 {size} 行，而层级有 {levels} 行</translation>
    </message>
    <message>
      <source>{weights} weights for {rows} rows</source>
      <translation>{rows} 行对应 {weights} 个权重</translation>
    </message>
    <message>
      <source>the default weights 1 − 0.05 (c − level) are not positive for {c} levels; give a weight for each level</source>
      <translation>共有 {c} 个等级时，默认权重 1 − 0.05 (c − level) 并非全部为正；请为每个等级指定权重</translation>
    </message>
    <message>
      <source>the weight of level {level} must be a number of at least 0</source>
      <translation>等级 {level} 的权重必须是不小于 0 的数字</translation>
    </message>
    <message>
      <source>class sizes |E_i| and population matches N_i must be one-dimensional arrays</source>
      <translation>等价类大小 |E_i| 和总体匹配数 N_i 必须是一维数组</translation>
    </message>
    <message>
      <source>{sizes} class sizes |E_i| but {matches} population matches N_i; give one of each per class</source>
      <translation>有 {sizes} 个等价类大小 |E_i|，但有 {matches} 个总体匹配数 N_i；请为每个等价类各提供一个</translation>
    </message>
    <message>
      <source>class {number}: |E_i| and N_i must be finite numbers</source>
      <translation>等价类 {number}：|E_i| 和 N_i 必须是有限数</translation>
    </message>
    <message>
      <source>class {number}: the class size |E_i| must be greater than 0</source>
      <translation>等价类 {number}：等价类大小 |E_i| 必须大于 0</translation>
    </message>
    <message>
      <source>class {number}: the population matches N_i ({matches:g}) are fewer than the class's rows |E_i| ({size:g}); the population table must contain every released row</source>
      <translation>等价类 {number}：总体匹配数 N_i（{matches:g}）少于该等价类的行数 |E_i|（{size:g}）；总体表必须包含每一条发布的行</translation>
    </message>
    <message>
      <source>n_rows ({n_rows}) must be at least the number of rows in classes ({total:g})</source>
      <translation>n_rows（{n_rows}）必须不小于各等价类的总行数（{total:g}）</translation>
    </message>
    <message>
      <source>class sizes and population matches must be numbers ({error})</source>
      <translation>等价类大小和总体匹配数必须是数字（{error}）</translation>
    </message>
    <message>
      <source>a sampling weight must be a number greater than 0</source>
      <translation>抽样权重必须是大于 0 的数</translation>
    </message>
    <message>
      <source>the significance level must be from 0 to 1</source>
      <translation>显著性水平必须在 0 到 1 之间</translation>
    </message>
    <message>
      <source>k of k-map must be at least 1</source>
      <translation>k-map 的 k 必须至少为 1</translation>
    </message>
    <message>
      <source>the individual-risk method must be 'approx' or 'exact'</source>
      <translation>个体风险方法必须是 'approx' 或 'exact'</translation>
    </message>
    <message>
      <source>the population-uniqueness estimators (Zayatz, Pitman, SNB, Dankar) need SciPy, which this installation does not include</source>
      <translation>总体唯一性估计方法（Zayatz、Pitman、SNB、Dankar）需要 SciPy，而本安装未包含它</translation>
    </message>
    <message>
      <source>give either a sampling fraction or a population size, not both</source>
      <translation>请给出抽样比例或总体人数之一，不能同时给出</translation>
    </message>
    <message>
      <source>the sampling fraction must be a number greater than 0 and at most 1</source>
      <translation>抽样比例必须大于 0 且不超过 1</translation>
    </message>
    <message>
      <source>the population size must be a whole number of at least 1</source>
      <translation>总体人数必须是不小于 1 的整数</translation>
    </message>
    <message>
      <source>the population size ({size:g}) is smaller than the table ({rows} rows)</source>
      <translation>总体人数（{size:g}）小于该表（{rows} 行）</translation>
    </message>
    <message>
      <source>The released sensitive values are all the same (H(X̄prv) = 0), so the quasi-identifiers cannot discriminate among them: DR is set to 0.</source>
      <translation>发布数据中的敏感值全部相同（H(X̄prv) = 0），因此准标识符无法区分它们：DR 设为 0。</translation>
    </message>
    <message>
      <source>The original sensitive values are all the same (H(Xprv) = 0), so there is no information to retain: IR is set to 0.</source>
      <translation>原始敏感值全部相同（H(Xprv) = 0），因此没有可保留的信息：IR 设为 0。</translation>
    </message>
    <message>
      <source>The original table carries no information (H(Xqi) + H(Xprv) = 0) but the release does: EC is undefined.</source>
      <translation>原始表不含任何信息（H(Xqi) + H(Xprv) = 0），而发布数据含有信息：EC 无定义。</translation>
    </message>
    <message>
      <source>{names} listed more than once among the quasi-identifiers</source>
      <translation>{names} 在准标识符中被列出了不止一次</translation>
    </message>
    <message>
      <source>{names} listed more than once among the sensitive attributes</source>
      <translation>{names} 在敏感属性中被列出了多次</translation>
    </message>
    <message>
      <source>The released values of the attribute are all the same (H = 0): DR is set to 0.</source>
      <translation>该属性发布后的值全部相同（H = 0）：DR 设为 0。</translation>
    </message>
    <message>
      <source>The original values of the attribute are all the same (H = 0): IR is set to 0.</source>
      <translation>该属性的原始值全部相同（H = 0）：IR 设为 0。</translation>
    </message>
    <message>
      <source>original sensitive</source>
      <translation>原始表的敏感属性</translation>
    </message>
    <message>
      <source>released sensitive</source>
      <translation>发布数据的敏感属性</translation>
    </message>
    <message>
      <source>released quasi-identifier</source>
      <translation>发布数据的准标识符</translation>
    </message>
    <message>
      <source>original quasi-identifier</source>
      <translation>原始表的准标识符</translation>
    </message>
    <message>
      <source>original attribute</source>
      <translation>原始表的属性</translation>
    </message>
    <message>
      <source>released attribute</source>
      <translation>发布数据的属性</translation>
    </message>
    <message>
      <source>released known attributes</source>
      <translation>发布数据的已知属性</translation>
    </message>
    <message>
      <source>the original has {n_rows} rows and the release {released}; rows are paired by position, so a release must keep every row in place (a suppressed row keeps its place with its quasi-identifiers set to '*')</source>
      <translation>原始表有 {n_rows} 行，而发布数据有 {released} 行；行按位置一一对应，因此发布数据必须保留每一行的位置（被抑制的行保留原位，其准标识符设为“*”）</translation>
    </message>
    <message>
      <source>the {what} codes must be a 1-D array or a rows × attributes matrix</source>
      <translation>{what}的值代码必须是一维数组或“行 × 属性”矩阵</translation>
    </message>
    <message>
      <source>the {what} codes must be integers</source>
      <translation>{what}的值代码必须是整数</translation>
    </message>
    <message>
      <source>the {what} codes must be non-negative</source>
      <translation>{what}的值代码必须是非负数</translation>
    </message>
    <message>
      <source>the original and the release must have the same rows, paired by position; got row counts {counts}</source>
      <translation>原始表和发布数据必须具有相同的行，并按位置一一对应；实际行数为 {counts}</translation>
    </message>
    <message>
      <source>The release carries more information than the original (EC = {ec:.4f} &gt; 1), as after adding noise; PL is meant for releases that only reduce information (generalisation, suppression).</source>
      <translation>发布数据包含的信息多于原始表（EC = {ec:.4f} &gt; 1），例如添加噪声之后；PL 适用于只减少信息的发布数据（泛化、抑制）。</translation>
    </message>
    <message>
      <source>The released values of '{attribute}' are all the same (H = 0): DR is set to 0.</source>
      <translation>“{attribute}”发布后的值全部相同（H = 0）：DR 设为 0。</translation>
    </message>
    <message>
      <source>The original values of '{attribute}' are all the same (H = 0): IR is set to 0.</source>
      <translation>“{attribute}”的原始值全部相同（H = 0）：IR 设为 0。</translation>
    </message>
    <message>
      <source>the known attributes of '{name}' include '{name}' itself; an attacker who knows the attribute learns nothing from the release about it</source>
      <translation>“{name}”的已知属性中包含“{name}”本身；已知该属性的攻击者无法从发布数据中获得关于它的任何信息</translation>
    </message>
    <message>
      <source>the attack test needs the original and the release row for row ({original:,} and {released:,} rows)</source>
      <translation>攻击测试需要原始数据与发布数据逐行对应（分别为 {original:,} 行和 {released:,} 行）</translation>
    </message>
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
      <source>{threshold:g} for a low invasion of privacy</source>
      <translation>{threshold:g}（隐私侵犯程度低）</translation>
    </message>
    <message>
      <source>{threshold:g} for a medium invasion of privacy</source>
      <translation>{threshold:g}（隐私侵犯程度中）</translation>
    </message>
    <message>
      <source>{threshold:g} for a high invasion of privacy</source>
      <translation>{threshold:g}（隐私侵犯程度高）</translation>
    </message>
    <message>
      <source>Passes: for a {model} release, the {measure} is {risk:.4f}, which is within the threshold {threshold}.</source>
      <translation>通过：对于{model}发布，{measure}为 {risk:.4f}，未超过阈值 {threshold}。</translation>
    </message>
    <message>
      <source>Passes: for a {model} release, the {measure} {risk:.4f} times the environment risk {environment:.4f} gives an overall risk of {overall:.4f}, which is within the threshold {threshold}.</source>
      <translation>通过：对于{model}发布，{measure} {risk:.4f} 乘以环境风险 {environment:.4f}，得到总体风险 {overall:.4f}，未超过阈值 {threshold}。</translation>
    </message>
    <message>
      <source>Fails: for a {model} release, the {measure} is {risk:.4f}, which is within the threshold {threshold}, but {share:.2%} of the records have a risk above the strict-average cap {cap:g}.</source>
      <translation>未通过：对于{model}发布，{measure}为 {risk:.4f}，未超过阈值 {threshold}，但有 {share:.2%} 的记录风险高于严格平均上限 {cap:g}。</translation>
    </message>
    <message>
      <source>Fails: for a {model} release, the {measure} {risk:.4f} times the environment risk {environment:.4f} gives an overall risk of {overall:.4f}, which is within the threshold {threshold}, but {share:.2%} of the records have a risk above the strict-average cap {cap:g}.</source>
      <translation>未通过：对于{model}发布，{measure} {risk:.4f} 乘以环境风险 {environment:.4f}，得到总体风险 {overall:.4f}，未超过阈值 {threshold}，但有 {share:.2%} 的记录风险高于严格平均上限 {cap:g}。</translation>
    </message>
    <message>
      <source>Fails: for a {model} release, the {measure} is {risk:.4f}, which exceeds the threshold {threshold}.</source>
      <translation>未通过：对于{model}发布，{measure}为 {risk:.4f}，超过了阈值 {threshold}。</translation>
    </message>
    <message>
      <source>Fails: for a {model} release, the {measure} {risk:.4f} times the environment risk {environment:.4f} gives an overall risk of {overall:.4f}, which exceeds the threshold {threshold}.</source>
      <translation>未通过：对于{model}发布，{measure} {risk:.4f} 乘以环境风险 {environment:.4f}，得到总体风险 {overall:.4f}，超过了阈值 {threshold}。</translation>
    </message>
    <message>
      <source>Fails: for a {model} release, the {measure} is {risk:.4f}, which exceeds the threshold {threshold}, and {share:.2%} of the records have a risk above the strict-average cap {cap:g}.</source>
      <translation>未通过：对于{model}发布，{measure}为 {risk:.4f}，超过了阈值 {threshold}，且有 {share:.2%} 的记录风险高于严格平均上限 {cap:g}。</translation>
    </message>
    <message>
      <source>Fails: for a {model} release, the {measure} {risk:.4f} times the environment risk {environment:.4f} gives an overall risk of {overall:.4f}, which exceeds the threshold {threshold}, and {share:.2%} of the records have a risk above the strict-average cap {cap:g}.</source>
      <translation>未通过：对于{model}发布，{measure} {risk:.4f} 乘以环境风险 {environment:.4f}，得到总体风险 {overall:.4f}，超过了阈值 {threshold}，且有 {share:.2%} 的记录风险高于严格平均上限 {cap:g}。</translation>
    </message>
    <message>
      <source>the share of the population with the characteristic (p)</source>
      <translation>总体中具有该特征的比例 (p)</translation>
    </message>
    <message>
      <source>the minimum cell size must be a whole number of at least 1</source>
      <translation>最小单元格大小必须是不小于 1 的整数</translation>
    </message>
    <message>
      <source>the number of acquaintances (m) must be a number of at least 0</source>
      <translation>熟人数 (m) 必须是不小于 0 的数字</translation>
    </message>
    <message>
      <source>the probability of a data breach</source>
      <translation>数据泄露的概率</translation>
    </message>
    <message>
      <source>controls</source>
      <translation>控制措施</translation>
    </message>
    <message>
      <source>motives and capacity</source>
      <translation>动机和能力</translation>
    </message>
    <message>
      <source>the risk threshold</source>
      <translation>风险阈值</translation>
    </message>
    <message>
      <source>the share of records at risk</source>
      <translation>有风险记录的比例</translation>
    </message>
    <message>
      <source>unknown {what}; choose one of {choices}</source>
      <translation>未知的{what}；请从以下选项中选择一个：{choices}</translation>
    </message>
    <message>
      <source>release model</source>
      <translation>发布模式</translation>
    </message>
    <message>
      <source>invasion of privacy</source>
      <translation>隐私侵犯程度</translation>
    </message>
    <message>
      <source>the risk threshold must be greater than 0</source>
      <translation>风险阈值必须大于 0</translation>
    </message>
    <message>
      <source>{what} must be a number from 0 to 1</source>
      <translation>{what}必须是 0 到 1 之间的数字</translation>
    </message>
    <message>
      <source>the number of acquaintances (m) should be between {low} and {high}</source>
      <translation>熟人数 (m) 应介于 {low} 到 {high} 之间</translation>
    </message>
    <message>
      <source>the strict-average cap must be {cap} or {relaxed}</source>
      <translation>严格平均上限必须为 {cap} 或 {relaxed}</translation>
    </message>
    <message>
      <source>the quasi-identifier columns have different numbers of rows</source>
      <translation>各准标识符列的行数不同</translation>
    </message>
    <message>
      <source>the suppression mask has {size} rows, the table {n}</source>
      <translation>抑制掩码有 {size} 行，而数据表有 {n} 行</translation>
    </message>
    <message>
      <source>{columns} columns, {hierarchies} hierarchies and {levels} levels; give one hierarchy and one level per quasi-identifier</source>
      <translation>有 {columns} 列、{hierarchies} 个泛化层次和 {levels} 个层级；请为每个准标识符提供一个泛化层次和一个层级</translation>
    </message>
    <message>
      <source>the partition has {n_rows} rows, the table {n}</source>
      <translation>划分有 {n_rows} 行，而数据表有 {n} 行</translation>
    </message>
    <message>
      <source>δ-presence</source>
      <translation>δ-存在性</translation>
    </message>
    <message>
      <source>Someone who knows the population cannot be sure whether a person is in the release.</source>
      <translation>即使了解总体的人，也无法确定某人是否在发布数据中。</translation>
    </message>
    <message>
      <source>δ-presence protects membership in the whole release, not one attribute; it takes no attribute</source>
      <translation>δ-存在性保护的是整个发布数据中的成员身份，而不是某个属性；它不接受属性</translation>
    </message>
    <message>
      <source>δ-presence upper bound</source>
      <translation>δ-存在性上限</translation>
    </message>
    <message>
      <source>({delta_min:g}, {value:g})-presence</source>
      <translation>({delta_min:g}, {value:g})-存在性</translation>
    </message>
    <message>
      <source>Membership disclosure: whether a person is in the released table at all (for example a list of patients with a disease) is hidden among the matching people of a population table.</source>
      <translation>成员身份泄露：某人究竟是否在发布表中（例如某种疾病的患者名单），会被隐藏在总体表中与之匹配的人群里。</translation>
    </message>
    <message>
      <source>δ of a group is its released records divided by the population's records that look the same. (δmin, δmax) bounds it from below and above; δmax = 0.5 means at most a one-in-two chance that a matching person of the population is in the release.</source>
      <translation>一个组的 δ 等于其发布记录数除以总体表中看起来相同的记录数。(δmin, δmax) 为它设定下限和上限；δmax = 0.5 表示总体中一个与之匹配的人出现在发布数据中的概率至多为二分之一。</translation>
    </message>
    <message>
      <source>Generalize more so that each group matches more people of the population, raise the suppression limit, or widen the bounds. The population table must contain the released people.</source>
      <translation>进一步泛化，使每个组与总体中更多的人相匹配；或提高抑制上限，或放宽上下限。总体表必须包含发布数据中的人。</translation>
    </message>
    <message>
      <source>δ-presence lower bound</source>
      <translation>δ-存在性下限</translation>
    </message>
    <message>
      <source>{label} needs a population table</source>
      <translation>{label} 需要总体表</translation>
    </message>
    <message>
      <source>δmin of δ-presence must lie between 0 and δmax ({delta_max:g})</source>
      <translation>δ-存在性的 δmin 必须介于 0 和 δmax（{delta_max:g}）之间</translation>
    </message>
    <message>
      <source>k-anonymity</source>
      <translation>k-匿名</translation>
    </message>
    <message>
      <source>Every combination of the identifying attributes ({qis}) is shared by at least {required} records, so nobody can be singled out by them.</source>
      <translation>识别属性（{qis}）的每种取值组合都至少由 {required} 条记录共有，因此无法凭这些属性单独识别出任何人。</translation>
    </message>
    <message>
      <source>k-anonymity: every class has at least k rows</source>
      <translation>k-匿名：每个等价类至少有 k 行</translation>
    </message>
    <message>
      <source>{value:g}-anonymity</source>
      <translation>{value:g}-匿名</translation>
    </message>
    <message>
      <source>Re-identification: someone who knows a person's quasi-identifiers (age, ZIP code, sex …) cannot tell which of at least k records is theirs.</source>
      <translation>重识别：即使有人知道某人的准标识符（年龄、邮政编码、性别……），也无法在至少 k 条记录中分辨出哪一条属于此人。</translation>
    </message>
    <message>
      <source>k is the size of the smallest group of look-alike records. k = 5 means every record has at least four look-alikes; larger is safer. Start with k = 5 (k = 10 or more for a public release).</source>
      <translation>k 是最小相似记录组的大小。k = 5 表示每条记录至少还有四条与之相似的记录；k 越大越安全。建议从 k = 5 开始（公开发布时使用 k = 10 或更大）。</translation>
    </message>
    <message>
      <source>Generalize more (coarser age bands, shorter ZIP codes), allow some suppression so that the few unusual records are removed, or mark fewer columns as quasi-identifiers if they are not known to attackers.</source>
      <translation>进一步泛化（更粗的年龄区间、更短的邮政编码），允许一定程度的抑制以移除少数特殊记录；如果某些列并不为攻击者所知，也可以少标记一些准标识符。</translation>
    </message>
    <message>
      <source>Every combination of the identifying attributes ({qis}) matches at least {required} people of the population table.</source>
      <translation>识别属性（{qis}）的每种取值组合都至少与总体表中的 {required} 个人相匹配。</translation>
    </message>
    <message>
      <source>k-map: every class matches at least k rows of the population table</source>
      <translation>k-map：每个等价类至少与总体表中的 k 行相匹配</translation>
    </message>
    <message>
      <source>{value:g}-map</source>
      <translation>{value:g}-map</translation>
    </message>
    <message>
      <source>Re-identification against the population: every released group matches at least k people of the population table, not only of the released table.</source>
      <translation>针对总体的重识别：每个发布的组至少对应总体表中的 k 个人，而不仅是发布表中的。</translation>
    </message>
    <message>
      <source>k is the fewest people of the population a group matches; larger is safer.</source>
      <translation>k 是一个组在总体中对应的最少人数；越大越安全。</translation>
    </message>
    <message>
      <source>Generalize more, or give the population table the data was drawn from.</source>
      <translation>进一步泛化，或提供数据所取自的总体表。</translation>
    </message>
    <message>
      <source>sample uniqueness ≤ {value:g}</source>
      <translation>样本唯一性 ≤ {value:g}</translation>
    </message>
    <message>
      <source>population uniqueness ({estimator}) ≤ {value:g}</source>
      <translation>总体唯一性（{estimator}）≤ {value:g}</translation>
    </message>
    <message>
      <source>average re-identification risk of the kept records (ARX; suppressed records left out) ≤ {value:g}</source>
      <translation>保留记录的平均重识别风险（ARX；不计被抑制的记录）≤ {value:g}</translation>
    </message>
    <message>
      <source>a uniqueness threshold is a share of the records from 0 to 1</source>
      <translation>唯一性阈值是记录的比例，取值 0 到 1</translation>
    </message>
    <message>
      <source>unknown uniqueness requirement '{kind}'</source>
      <translation>未知的唯一性要求 '{kind}'</translation>
    </message>
    <message>
      <source>unknown privacy model '{model}'; choose one of {models}</source>
      <translation>未知的隐私模型“{model}”；请从以下选项中选择一个：{models}</translation>
    </message>
    <message>
      <source>{model} needs the sensitive attribute it protects</source>
      <translation>{model} 需要指定它所保护的敏感属性</translation>
    </message>
    <message>
      <source>the privacy model '{model}' has no parameter '{key}'</source>
      <translation>隐私模型“{model}”没有参数“{key}”</translation>
    </message>
    <message>
      <source>{flag} belongs to {owners}, not to {model}</source>
      <translation>{flag} 属于 {owners}，不属于 {model}</translation>
    </message>
    <message>
      <source>the parameters of '{model}' must be numbers</source>
      <translation>“{model}”的参数必须是数字</translation>
    </message>
    <message>
      <source>Re-identification risk threshold</source>
      <translation>重识别风险阈值</translation>
    </message>
    <message>
      <source>Re-identification: the chance that a record is matched to its person stays within the threshold of the release model (SPEC §3), checked like a privacy model by every search.</source>
      <translation>重识别：一条记录被对应到其本人的概率不超过发布模型的阈值（SPEC §3），每种搜索都像隐私模型一样检查它。</translation>
    </message>
    <message>
      <source>The highest risk of a record is 1 / the size of its group, the suppressed records counting as one group; the average risk is the number of groups divided by the records; records at risk are those above the threshold.</source>
      <translation>一条记录的最高风险是 1 / 其组的大小，被抑制的记录算作一组；平均风险是组数除以记录数；高风险记录是风险高于阈值的记录。</translation>
    </message>
    <message>
      <source>Generalize more or suppress fewer records, or choose a release model that fits the release.</source>
      <translation>进一步泛化或少抑制记录，或选择适合这次发布的发布模型。</translation>
    </message>
    <message>
      <source>Every record, the suppressed ones as one group, has a re-identification risk of at most {required}.</source>
      <translation>每条记录（被抑制的记录算作一组）的重识别风险至多为 {required}。</translation>
    </message>
    <message>
      <source>strict average re-identification risk (suppressed records as one group)</source>
      <translation>严格平均重识别风险（被抑制的记录算作一个组）</translation>
    </message>
    <message>
      <source>The average re-identification risk of the records is at most {required}.</source>
      <translation>记录的平均重识别风险至多为 {required}。</translation>
    </message>
    <message>
      <source>records at risk</source>
      <translation>高风险记录</translation>
    </message>
    <message>
      <source>At most the allowed share of the records has a re-identification risk above {required}.</source>
      <translation>重识别风险高于 {required} 的记录不超过允许的比例。</translation>
    </message>
    <message>
      <source>highest re-identification risk ≤ {value:g}</source>
      <translation>最高重识别风险 ≤ {value:g}</translation>
    </message>
    <message>
      <source>strict average re-identification risk (suppressed records as one group) ≤ {value:g}</source>
      <translation>严格平均重识别风险（被抑制的记录算作一个组）≤ {value:g}</translation>
    </message>
    <message>
      <source>risk threshold of the records at risk</source>
      <translation>高风险记录的风险阈值</translation>
    </message>
    <message>
      <source>records with a risk above {value:g} ≤ {limit:.2%}</source>
      <translation>风险高于 {value:g} 的记录 ≤ {limit:.2%}</translation>
    </message>
    <message>
      <source>largest share of records at risk</source>
      <translation>高风险记录的最大比例</translation>
    </message>
    <message>
      <source>(α,k)-anonymity</source>
      <translation>(α,k)-匿名</translation>
    </message>
    <message>
      <source>In every group no single value of {attribute} covers more than {required} of the records.</source>
      <translation>在每个组中，{attribute} 的任何单个值所占的记录比例都不超过 {required}。</translation>
    </message>
    <message>
      <source>(α,k)-anonymity: largest share of one value in a class</source>
      <translation>(α,k)-匿名：单个值在等价类中的最大占比</translation>
    </message>
    <message>
      <source>(α = {value:g}, k)-anonymity on '{attribute}'</source>
      <translation>“{attribute}”上的 (α = {value:g}, k)-匿名</translation>
    </message>
    <message>
      <source>Attribute disclosure by a dominant value: no sensitive value makes up more than a share α of any group.</source>
      <translation>由占主导地位的值导致的属性泄露：在任何组中，任一敏感值所占的比例都不超过 α。</translation>
    </message>
    <message>
      <source>α is the largest share of one sensitive value in a group (0 to 1); smaller is safer. α = 0.5 means no group is more than half one diagnosis.</source>
      <translation>α 是单个敏感值在一个组中所占的最大比例（0 到 1）；越小越安全。α = 0.5 表示任何组中同一诊断所占的比例都不超过一半。</translation>
    </message>
    <message>
      <source>Generalize more so that groups mix values, raise the suppression limit, or raise α.</source>
      <translation>进一步泛化使组混合更多的值、提高抑制上限，或增大 α。</translation>
    </message>
    <message>
      <source>β-likeness</source>
      <translation>β-相似性</translation>
    </message>
    <message>
      <source>No value of {attribute} is more than {required} times (relatively) more frequent in a group than in the whole table.</source>
      <translation>{attribute} 的任何值在组中的频率都不会比在整个数据表中（相对）高出 {required} 倍以上。</translation>
    </message>
    <message>
      <source>basic {value:g}-likeness on '{attribute}'</source>
      <translation>“{attribute}”上的基本 {value:g}-相似性</translation>
    </message>
    <message>
      <source>enhanced {value:g}-likeness on '{attribute}'</source>
      <translation>“{attribute}”上的增强 {value:g}-相似性</translation>
    </message>
    <message>
      <source>{variant} {value:g}-likeness on '{attribute}'</source>
      <translation>“{attribute}”上的{variant} {value:g}-相似性</translation>
    </message>
    <message>
      <source>basic</source>
      <translation>基本</translation>
    </message>
    <message>
      <source>enhanced</source>
      <translation>增强</translation>
    </message>
    <message>
      <source>Learning too much about a rare value: no sensitive value becomes more than (1 + β) times as frequent in a group as in the whole table.</source>
      <translation>对稀有值了解过多：任何敏感值在一个组中的出现频率都不会超过其在整个数据表中频率的 (1 + β) 倍。</translation>
    </message>
    <message>
      <source>β is the largest relative gain in frequency of a value in a group; smaller is safer. The enhanced variant is stricter for rare values. Try β = 1.</source>
      <translation>β 是某个值在组中频率的最大相对增幅；越小越安全。增强变体对稀有值更严格。可尝试 β = 1。</translation>
    </message>
    <message>
      <source>Generalize more, raise the suppression limit, or raise β.</source>
      <translation>进一步泛化、提高抑制上限，或增大 β。</translation>
    </message>
    <message>
      <source>{value:g}-disclosure privacy on '{attribute}'</source>
      <translation>“{attribute}”上的 {value:g}-披露隐私</translation>
    </message>
    <message>
      <source>δ-disclosure privacy</source>
      <translation>δ-披露隐私</translation>
    </message>
    <message>
      <source>In every group each value of {attribute} is about as frequent as in the whole table (the logarithm of the ratio stays below {required}).</source>
      <translation>在每个组中，{attribute} 的每个值的出现频率都与在整个数据表中大致相同（频率之比的对数保持在 {required} 以下）。</translation>
    </message>
    <message>
      <source>strict {value:g}-disclosure privacy (every value of the table) on '{attribute}'</source>
      <translation>“{attribute}”上的严格 {value:g}-披露隐私（数据表的每个值）</translation>
    </message>
    <message>
      <source>strict δ-disclosure privacy (every value of the table)</source>
      <translation>严格 δ-披露隐私（数据表的每个值）</translation>
    </message>
    <message>
      <source>Any change in belief about a sensitive value: the frequency of every value a group holds stays within a factor e^δ of its frequency in the whole table.</source>
      <translation>对敏感值认知的任何变化：分组中出现的每个值的频率与其在整个数据表中的频率之比保持在 e^δ 倍以内。</translation>
    </message>
    <message>
      <source>δ is the largest absolute log-ratio between a value's frequency in a group and in the table, over the values the group holds (as ARX and pycanon); smaller is safer. ARX states δ in bits: δ_ARX = δ / ln 2. The strict variant also counts the values a group lacks, which makes δ infinite.</source>
      <translation>δ 是分组中出现的各个值在分组中与在数据表中频率之比的对数绝对值的最大值（与 ARX 和 pycanon 相同）；越小越安全。ARX 以比特表示 δ：δ_ARX = δ / ln 2。严格变体还计入分组中缺少的值，这会使 δ 变为无穷大。</translation>
    </message>
    <message>
      <source>Generalize much more (δ-disclosure is strict), raise the suppression limit, or raise δ.</source>
      <translation>大幅进一步泛化（δ-披露隐私很严格）、提高抑制上限，或增大 δ。</translation>
    </message>
    <message>
      <source>l-diversity</source>
      <translation>l-多样性</translation>
    </message>
    <message>
      <source>Every group of look-alike records holds at least {required} different values of {attribute}, so knowing a person's group does not reveal it.</source>
      <translation>每个相似记录组都至少包含 {attribute} 的 {required} 个不同值，因此即使知道某人所在的组，也无法得知其取值。</translation>
    </message>
    <message>
      <source>l-diversity of every sensitive attribute</source>
      <translation>每个敏感属性的 l-多样性</translation>
    </message>
    <message>
      <source>distinct {value:g}-diversity on '{attribute}'</source>
      <translation>“{attribute}”上的不同值 {value:g}-多样性</translation>
    </message>
    <message>
      <source>entropy {value:g}-diversity on '{attribute}'</source>
      <translation>“{attribute}”上的熵 {value:g}-多样性</translation>
    </message>
    <message>
      <source>recursive ({c:g},{value:g})-diversity on '{attribute}'</source>
      <translation>“{attribute}”上的递归 ({c:g},{value:g})-多样性</translation>
    </message>
    <message>
      <source>{variant} {value:g}-diversity on '{attribute}'</source>
      <translation>“{attribute}”上的{variant} {value:g}-多样性</translation>
    </message>
    <message>
      <source>entropy</source>
      <translation>熵</translation>
    </message>
    <message>
      <source>recursive (c = 2)</source>
      <translation>递归 (c = 2)</translation>
    </message>
    <message>
      <source>Attribute disclosure: even when a person's group is found, the group holds at least l different sensitive values, so their value is not revealed.</source>
      <translation>属性泄露：即使找到了某人所在的组，该组也至少包含 l 个不同的敏感值，因此此人的值不会暴露。</translation>
    </message>
    <message>
      <source>l is the number of different sensitive values in the least diverse group (distinct); the entropy variant counts how evenly they are spread, the recursive (c,l) variant that the most frequent value does not dominate. Try l = 2 or 3.</source>
      <translation>l 是多样性最低的组中不同敏感值的数量（不同值变体）；熵变体衡量这些值分布的均匀程度，递归 (c,l) 变体则确保出现最频繁的值不占主导地位。可尝试 l = 2 或 3。</translation>
    </message>
    <message>
      <source>Generalize the quasi-identifiers more so that groups get larger and mix more values, raise the suppression limit, or lower l.</source>
      <translation>对准标识符做进一步泛化，使组变大并混合更多的值；或提高抑制上限，或减小 l。</translation>
    </message>
    <message>
      <source>recursive (c,l)-diversity needs c</source>
      <translation>递归 (c,l)-多样性需要 c</translation>
    </message>
    <message>
      <source>c of recursive (c,l)-diversity</source>
      <translation>递归 (c,l)-多样性中的 c</translation>
    </message>
    <message>
      <source>l must be a whole number of at least 1, not {l!r}</source>
      <translation>l 必须是不小于 1 的整数，而不是 {l!r}</translation>
    </message>
    <message>
      <source>t-closeness</source>
      <translation>t-接近性</translation>
    </message>
    <message>
      <source>In every group the spread of {attribute} differs from the whole table's by at most {required} (0 = identical), so a group tells little more than the table as a whole.</source>
      <translation>每个组中 {attribute} 的分布与整个数据表的分布之差不超过 {required}（0 = 完全相同），因此一个组透露的信息几乎不比整个数据表多。</translation>
    </message>
    <message>
      <source>t-closeness of every sensitive attribute</source>
      <translation>每个敏感属性的 t-接近性</translation>
    </message>
    <message>
      <source>{value:g}-closeness (default distance) on '{attribute}'</source>
      <translation>“{attribute}”上的 {value:g}-接近性（默认距离）</translation>
    </message>
    <message>
      <source>{value:g}-closeness (equal distance) on '{attribute}'</source>
      <translation>“{attribute}”上的 {value:g}-接近性（等距离）</translation>
    </message>
    <message>
      <source>{value:g}-closeness (ordered distance) on '{attribute}'</source>
      <translation>“{attribute}”上的 {value:g}-接近性（有序距离）</translation>
    </message>
    <message>
      <source>{value:g}-closeness (hierarchical distance) on '{attribute}'</source>
      <translation>“{attribute}”上的 {value:g}-接近性（层次距离）</translation>
    </message>
    <message>
      <source>{value:g}-closeness ({variant} distance) on '{attribute}'</source>
      <translation>“{attribute}”上的 {value:g}-接近性（{variant}距离）</translation>
    </message>
    <message>
      <source>equal distance</source>
      <translation>等距离</translation>
    </message>
    <message>
      <source>ordered distance</source>
      <translation>有序距离</translation>
    </message>
    <message>
      <source>hierarchical distance</source>
      <translation>层次距离</translation>
    </message>
    <message>
      <source>Attribute disclosure and skewness: the distribution of the sensitive values in every group stays close to their distribution in the whole table, so a group reveals little beyond the table itself.</source>
      <translation>属性泄露和偏斜：每个组中敏感值的分布都与整个数据表中的分布保持接近，因此一个组透露的信息几乎不会超出数据表本身。</translation>
    </message>
    <message>
      <source>t is the largest distance (Earth Mover's Distance, 0 to 1) between a group's distribution and the table's; smaller is safer. Ordered distance suits numbers, hierarchical distance categories with a hierarchy. Try t = 0.2.</source>
      <translation>t 是某个组的分布与整个数据表的分布之间的最大距离（推土机距离，0 到 1）；越小越安全。有序距离适用于数字，层次距离适用于具有泛化层次的类别。可尝试 t = 0.2。</translation>
    </message>
    <message>
      <source>Generalize more, raise the suppression limit, or raise t (0.3 is still a meaningful bound).</source>
      <translation>进一步泛化、提高抑制上限，或增大 t（0.3 仍是有意义的界限）。</translation>
    </message>
    <message>
      <source>{label} needs a hierarchy for '{name}'</source>
      <translation>{label} 需要“{name}”的泛化层次</translation>
    </message>
    <message>
      <source>A requirement set for this release.</source>
      <translation>为此发布数据设定的一项要求。</translation>
    </message>
    <message>
      <source>a finite number</source>
      <translation>有限数</translation>
    </message>
    <message>
      <source>positive</source>
      <translation>正数</translation>
    </message>
    <message>
      <source>a whole number of at least {low}</source>
      <translation>不小于 {low} 的整数</translation>
    </message>
    <message>
      <source>between {low} and {high}</source>
      <translation>介于 {low} 与 {high} 之间</translation>
    </message>
    <message>
      <source>{flag} of {model} must be {range}, not {value}</source>
      <translation>{model} 的 {flag} 必须是{range}，而不是 {value}</translation>
    </message>
    <message>
      <source>{label}: '{name}' is not a sensitive attribute of this run</source>
      <translation>{label}：“{name}”不是本次运行的敏感属性</translation>
    </message>
    <message>
      <source>unknown variant '{variant}' of {model}; choose {choices}</source>
      <translation>{model} 没有变体“{variant}”；请选择 {choices}</translation>
    </message>
    <message>
      <source>positive and at most {high}</source>
      <translation>大于 0 且不超过 {high}</translation>
    </message>
    <message>
      <source>above {low} and at most {high}</source>
      <translation>大于 {low} 且不超过 {high}</translation>
    </message>
    <message>
      <source>above {low}</source>
      <translation>大于 {low}</translation>
    </message>
    <message>
      <source>at least {low}</source>
      <translation>不小于 {low}</translation>
    </message>
    <message>
      <source>{flag} must be {range}, not {value}</source>
      <translation>{flag} 必须是{range}，而不是 {value}</translation>
    </message>
    <message>
      <source>unknown cell-suppression mode; choose one of {choices}</source>
      <translation>未知的单元格抑制模式；请从 {choices} 中选择</translation>
    </message>
    <message>
      <source>an aggregated attribute is not generalised, so it cannot be a quasi-identifier too</source>
      <translation>被聚合的属性不做泛化，因此不能同时作为准标识符</translation>
    </message>
    <message>
      <source>the aggregate '{function}' needs a numeric column</source>
      <translation>聚合函数“{function}”需要数值列</translation>
    </message>
    <message>
      <source>shifting dates needs the project's secret key</source>
      <translation>日期偏移需要项目的密钥</translation>
    </message>
    <message>
      <source>the largest date shift must be a whole number of days, at least 1</source>
      <translation>日期最大偏移必须是至少为 1 的整数天数</translation>
    </message>
    <message>
      <source>only a date column can be shifted (set its type to date)</source>
      <translation>只有日期列可以偏移（请将其类型设为日期）</translation>
    </message>
    <message>
      <source>pseudonyms need a secret key</source>
      <translation>生成假名需要密钥</translation>
    </message>
    <message>
      <source>unknown identifier action '{action}'; choose one of {actions}</source>
      <translation>未知的标识符处理方式“{action}”；请选择 {actions} 之一</translation>
    </message>
    <message>
      <source>{action} needs the number of characters to keep (at least 1)</source>
      <translation>{action} 需要指定要保留的字符数（至少 1 个）</translation>
    </message>
    <message>
      <source>k must be a whole number of at least 1</source>
      <translation>k 必须是大于或等于 1 的整数</translation>
    </message>
    <message>
      <source>k-anonymity needs at least k = {k} rows; the table has {n}</source>
      <translation>k-匿名至少需要 k = {k} 行；该表只有 {n} 行</translation>
    </message>
    <message>
      <source>the importance order must number the columns 1 to {d}, each once</source>
      <translation>重要性顺序必须把各列编号为 1 到 {d}，每个编号各用一次</translation>
    </message>
    <message>
      <source>MDAV needs at least k = {k} rows; the table has {n}</source>
      <translation>MDAV 至少需要 k = {k} 行；该表只有 {n} 行</translation>
    </message>
    <message>
      <source>the seed must be a whole number ≥ 0</source>
      <translation>种子必须是 ≥ 0 的整数</translation>
    </message>
    <message>
      <source>the noise share must be a number ≥ 0</source>
      <translation>噪声比例必须是 ≥ 0 的数</translation>
    </message>
    <message>
      <source>unknown noise kind; choose uncorrelated or correlated</source>
      <translation>未知的噪声类型；请选择 uncorrelated 或 correlated</translation>
    </message>
    <message>
      <source>noise needs at least 2 rows to measure each column's spread</source>
      <translation>添加噪声至少需要 2 行，才能测量各列的离散程度</translation>
    </message>
    <message>
      <source>the probability of keeping a value must be between 0 and 1</source>
      <translation>保留原值的概率必须在 0 到 1 之间</translation>
    </message>
    <message>
      <source>every row of the transition matrix must hold probabilities ≥ 0 that sum to 1</source>
      <translation>转移矩阵的每一行都必须是 ≥ 0 且总和为 1 的概率</translation>
    </message>
    <message>
      <source>the transition matrix must be {c} × {c}, one row and column per category</source>
      <translation>转移矩阵必须是 {c} × {c}，每个类别一行一列</translation>
    </message>
    <message>
      <source> (PySpark runs on Java 17 or newer: install a Java runtime, e.g. Debian's openjdk-17-jre-headless)</source>
      <translation>（PySpark 需要 Java 17 或更新版本：请安装 Java 运行环境，例如 Debian 的 openjdk-17-jre-headless）</translation>
    </message>
    <message>
      <source>unknown row engine '{engine}'; choose one of {choices}</source>
      <translation>未知的行引擎“{engine}”；请从 {choices} 中选择</translation>
    </message>
    <message>
      <source>the {engine} engine needs {package}, which is not installed ({error}); install it with pip install '{package}'</source>
      <translation>{engine} 引擎需要 {package}，但尚未安装（{error}）；请用 pip install '{package}' 安装</translation>
    </message>
    <message>
      <source>writing the release</source>
      <translation>正在写出发布数据</translation>
    </message>
    <message>
      <source>the {engine} engine failed: {error}</source>
      <translation>{engine} 引擎出错：{error}</translation>
    </message>
    <message>
      <source>numbering the paired rows</source>
      <translation>正在为配对的行编号</translation>
    </message>
    <message>
      <source>counting the paired records</source>
      <translation>正在统计配对的记录</translation>
    </message>
    <message>
      <source>counting the values of the classes</source>
      <translation>正在统计各等价类中的取值</translation>
    </message>
    <message>
      <source>counting the values of {name}</source>
      <translation>正在统计 {name} 的取值</translation>
    </message>
    <message>
      <source>grouping the rows</source>
      <translation>正在对行分组</translation>
    </message>
    <message>
      <source>the {engine} engine reads CSV and Parquet files; save the table as one of them</source>
      <translation>{engine} 引擎读取 CSV 和 Parquet 文件；请将表另存为其中一种格式</translation>
    </message>
    <message>
      <source>cannot read the table: {error}</source>
      <translation>无法读取该表：{error}</translation>
    </message>
    <message>
      <source>summing the weights of {name}</source>
      <translation>正在对 {name} 的权重求和</translation>
    </message>
    <message>
      <source>building the release</source>
      <translation>正在生成发布数据</translation>
    </message>
    <message>
      <source>checked {count:,} transformations; best score {score}</source>
      <translation>已检查 {count:,} 个变换；最佳得分 {score}</translation>
    </message>
    <message>
      <source>not proven optimal ({count:,} candidates evaluated)</source>
      <translation>未证明最优（已评估 {count:,} 个候选）</translation>
    </message>
    <message>
      <source>proven optimal ({count:,} transformations evaluated)</source>
      <translation>已证明最优（已评估 {count:,} 个变换）</translation>
    </message>
    <message>
      <source>not proven optimal: the lower bound ({bound:.4g}) is too far below to say how close it is ({count:,} transformations evaluated)</source>
      <translation>未证明最优：下界（{bound:.4g}）低得太多，无法说明与最佳结果有多接近（已评估 {count:,} 个变换）</translation>
    </message>
    <message>
      <source>not proven optimal: within {gap:.1%} of the best possible (lower bound {bound:.4g}; {count:,} transformations evaluated)</source>
      <translation>未证明最优：与可能的最佳结果相差不超过 {gap:.1%}（下界 {bound:.4g}；已评估 {count:,} 个变换）</translation>
    </message>
    <message>
      <source>no release was found within the limits (at most {seconds} seconds, {steps} steps); raise them or relax a model</source>
      <translation>在限制内（最多 {seconds} 秒、{steps} 步）未找到可发布结果；请放宽限制或放宽某个模型</translation>
    </message>
    <message>
      <source>unknown algorithm '{algorithm}'; choose one of {algorithms}</source>
      <translation>未知的算法“{algorithm}”；请选择 {algorithms} 之一</translation>
    </message>
    <message>
      <source>{label} needs the {strategies} search; the {strategy} search does not support it</source>
      <translation>{label} 需要 {strategies} 搜索；{strategy} 搜索不支持它</translation>
    </message>
    <message>
      <source>class {number}</source>
      <translation>等价类 {number}</translation>
    </message>
    <message>
      <source>generalising the classes</source>
      <translation>正在泛化等价类</translation>
    </message>
    <message>
      <source>the greedy (αij,k,m) algorithm needs a level table for at least one sensitive attribute</source>
      <translation>贪心 (αij,k,m) 算法需要至少一个敏感属性的敏感等级表</translation>
    </message>
    <message>
      <source>leftover must be one of {modes}</source>
      <translation>leftover 必须是 {modes} 之一</translation>
    </message>
    <message>
      <source>the population table does not contain every row of the data: {count:,} combination(s) of the quasi-identifiers occur more often in the data than in the population, e.g. {values} ({in_data:,} in the data, {in_population:,} in the population)</source>
      <translation>总体表未包含数据中的每一行：有 {count:,} 种准标识符组合在数据中出现的次数多于总体表，例如 {values}（数据中 {in_data:,} 次，总体表中 {in_population:,} 次）</translation>
    </message>
    <message>
      <source>the population table has {count} value(s) that the hierarchy of '{column}' lacks: {values}</source>
      <translation>总体表中有 {count} 个值是“{column}”的泛化层次所缺少的：{values}</translation>
    </message>
    <message>
      <source>preparing the frequency set</source>
      <translation>正在准备频数集</translation>
    </message>
    <message>
      <source>the suppression limit is a share of the rows between 0 and 1</source>
      <translation>抑制上限是记录所占的比例，须介于 0 和 1 之间</translation>
    </message>
    <message>
      <source>unknown utility metric '{metric}'; choose one of {choices}</source>
      <translation>未知的效用指标“{metric}”；请从以下选项中选择：{choices}</translation>
    </message>
    <message>
      <source>the optimal search needs a hierarchy for every quasi-identifier; {columns} has none</source>
      <translation>最优搜索需要每个准标识符都有泛化层次；{columns} 没有泛化层次</translation>
    </message>
    <message>
      <source>the minimum level of '{column}' is above its maximum level</source>
      <translation>“{column}”的最低层级高于其最高层级</translation>
    </message>
    <message>
      <source>level {level} of '{column}' is outside its hierarchy (0 to {height})</source>
      <translation>“{column}”的层级 {level} 超出其泛化层次范围（0 到 {height}）</translation>
    </message>
    <message>
      <source>'{column}' cannot be both a quasi-identifier and a protected sensitive attribute</source>
      <translation>“{column}”不能同时是准标识符和受保护的敏感属性</translation>
    </message>
    <message>
      <source>evaluated {evaluated:,} of {total:,} transformations</source>
      <translation>已评估 {total:,} 个变换中的 {evaluated:,} 个</translation>
    </message>
    <message>
      <source>Mondrian: splitting</source>
      <translation>Mondrian：正在划分</translation>
    </message>
    <message>
      <source>Mondrian needs at least one quasi-identifier</source>
      <translation>Mondrian 至少需要一个准标识符</translation>
    </message>
    <message>
      <source>Mondrian: releasing {classes:,} classes</source>
      <translation>Mondrian：正在发布 {classes:,} 个等价类</translation>
    </message>
    <message>
      <source>Mondrian: {classes:,} classes</source>
      <translation>Mondrian：{classes:,} 个等价类</translation>
    </message>
    <message>
      <source>l must be a whole number of at least 1</source>
      <translation>l 必须是大于或等于 1 的整数</translation>
    </message>
    <message>
      <source>l-diversity needs at least one sensitive attribute</source>
      <translation>l-多样性至少需要一个敏感属性</translation>
    </message>
    <message>
      <source>the table has {n:,} rows, so no class can reach k = {k}</source>
      <translation>数据表只有 {n:,} 行，因此任何等价类都无法达到 k = {k}</translation>
    </message>
    <message>
      <source>unknown split rule {split!r}; choose one of {rules}</source>
      <translation>未知的划分规则 {split!r}；请选择 {rules} 之一</translation>
    </message>
    <message>
      <source>the whole table has only {count} different values of '{name}', so no class can be distinct {l}-diverse</source>
      <translation>整个数据表中“{name}”只有 {count} 个不同的值，因此任何等价类都无法满足不同值 {l}-多样性</translation>
    </message>
    <message>
      <source>optimal generalization (full-domain, with suppression)</source>
      <translation>最优泛化（全域，可抑制）</translation>
    </message>
    <message>
      <source>heuristic generalization (LIGHTNING, anytime; for many quasi-identifiers)</source>
      <translation>启发式泛化（LIGHTNING，随时可停；适用于多个准标识符）</translation>
    </message>
    <message>
      <source>genetic algorithm (population-based, anytime; for many quasi-identifiers)</source>
      <translation>遗传算法（基于种群，随时可停；适用于多个准标识符）</translation>
    </message>
    <message>
      <source>automatic (optimal for small lattices, genetic for large ones)</source>
      <translation>自动（小格用最优搜索，大格用遗传搜索）</translation>
    </message>
    <message>
      <source>Mondrian (multidimensional partitioning)</source>
      <translation>Mondrian（多维划分）</translation>
    </message>
    <message>
      <source>greedy (αij,k,m) algorithm</source>
      <translation>贪心 (αij,k,m) 算法</translation>
    </message>
    <message>
      <source>Mondrian needs k-anonymity among the privacy models</source>
      <translation>Mondrian 需要在隐私模型中包含 k-匿名</translation>
    </message>
    <message>
      <source>the (αij,k,m) algorithm needs k-anonymity among the privacy models (its k)</source>
      <translation>(αij,k,m) 算法需要在隐私模型中包含 k-匿名（作为其 k）</translation>
    </message>
    <message>
      <source>the (αij,k,m) algorithm needs a sensitivity-level table for a sensitive attribute</source>
      <translation>(αij,k,m) 算法需要一个敏感属性的敏感等级表</translation>
    </message>
    <message>
      <source>the (αij,k,m) algorithm</source>
      <translation>(αij,k,m) 算法</translation>
    </message>
    <message>
      <source>{label} needs the optimal, heuristic or Mondrian search</source>
      <translation>{label} 需要最优搜索、启发式搜索或 Mondrian</translation>
    </message>
    <message>
      <source>{algorithm} cannot make classes of {k:,} records from {n:,} rows; relax the privacy models or the risk threshold</source>
      <translation>{algorithm} 无法由 {n:,} 行数据构成每类 {k:,} 条记录的等价类；请放宽隐私模型或风险阈值</translation>
    </message>
    <message>
      <source>Mondrian's release does not meet {label}; use k of at least 2 or the optimal search</source>
      <translation>Mondrian 的发布结果不满足 {label}；请使用至少为 2 的 k 或最优搜索</translation>
    </message>
    <message>
      <source>Mondrian supports k-anonymity and distinct l-diversity; not {models}</source>
      <translation>Mondrian 仅支持 k-匿名和不同值 l-多样性，不支持 {models}</translation>
    </message>
    <message>
      <source>no generalization of {qis} meets {requirements} with {suppression:.1%} of the rows; allow more suppression, raise the maximum levels, or relax a model</source>
      <translation>在最多抑制 {suppression:.1%} 的行的情况下，{qis} 的任何泛化都无法满足 {requirements}；请允许更多抑制、提高最大层级，或放宽某个隐私模型</translation>
    </message>
    <message>
      <source>no generalization of {qis} meets {requirements} with no suppression; allow more suppression, raise the maximum levels, or relax a model</source>
      <translation>在不抑制任何行的情况下，{qis} 的任何泛化都无法满足 {requirements}；请允许更多抑制、提高最大层级，或放宽某个隐私模型</translation>
    </message>
    <message>
      <source>logistic regression</source>
      <translation>逻辑回归</translation>
    </message>
    <message>
      <source>naive Bayes</source>
      <translation>朴素贝叶斯</translation>
    </message>
    <message>
      <source>random forest</source>
      <translation>随机森林</translation>
    </message>
    <message>
      <source>ZeroR (most frequent class)</source>
      <translation>ZeroR（最常见类别）</translation>
    </message>
    <message>
      <source>classification: scoring</source>
      <translation>分类：计算评分</translation>
    </message>
    <message>
      <source>classification needs at least two rows</source>
      <translation>分类至少需要两行数据</translation>
    </message>
    <message>
      <source>unknown classifier {method!r}; choose one of {names}</source>
      <translation>未知的分类器 {method!r}；请从 {names} 中选择</translation>
    </message>
    <message>
      <source>classification: fold {fold} of {folds}</source>
      <translation>分类：第 {fold} 折，共 {folds} 折</translation>
    </message>
    <message>
      <source>* (suppressed)</source>
      <translation>*（已抑制）</translation>
    </message>
    <message>
      <source>* (top level)</source>
      <translation>*（泛化到最高层级）</translation>
    </message>
    <message>
      <source>Suppressed: the cells of the 1 record that is * in every column (no quasi-identifiers given); any other * stands for every value.</source>
      <translation>已抑制：指每一列都是 * 的 1 条记录中的单元格（未给出准标识符）；其他 * 代表该列的任意取值。</translation>
    </message>
    <message>
      <source>Suppressed: the cells of the 1 record the release suppressed (every quasi-identifier *); any other * is a generalization to the top and stands for every value.</source>
      <translation>已抑制：指发布数据抑制的 1 条记录中的单元格（所有准标识符均为 *）；其他 * 是泛化到最高层级，代表该列的任意取值。</translation>
    </message>
    <message>
      <source>Suppressed: the cells of the {records:,} records that are * in every column (no quasi-identifiers given); any other * stands for every value.</source>
      <translation>已抑制：指每一列都是 * 的 {records:,} 条记录中的单元格（未给出准标识符）；其他 * 代表该列的任意取值。</translation>
    </message>
    <message>
      <source>{days:,.0f} days</source>
      <translation>{days:,.0f} 天</translation>
    </message>
    <message>
      <source>Suppressed: the cells of the {records:,} records the release suppressed (every quasi-identifier *); any other * is a generalization to the top and stands for every value.</source>
      <translation>已抑制：指发布数据抑制的 {records:,} 条记录中的单元格（所有准标识符均为 *）；其他 * 是泛化到最高层级，代表该列的任意取值。</translation>
    </message>
    <message>
      <source>the window cannot open: Qt needs {packages} (on Debian or Ubuntu: sudo apt-get install {packages}); the command line works without them</source>
      <translation>窗口无法打开：Qt 需要 {packages}（Debian 或 Ubuntu 上：sudo apt-get install {packages}）；命令行无需它们即可使用</translation>
    </message>
    <message>
      <source>Suppression removes the few records that do not fit any group instead of generalizing everyone further. On the Adult census table, 0% suppression turns age into '*', while 5% keeps 10-year bands: a little data is lost for everybody's benefit.</source>
      <translation>抑制会移除少数无法归入任何组的记录，而不必对所有记录做进一步泛化。以 Adult 人口普查数据表为例：抑制比例为 0% 时，年龄会变成“*”；而抑制比例为 5% 时，仍可保留以 10 岁为一段的年龄区间。损失少量数据，却让所有人受益。</translation>
    </message>
    <message>
      <source>(αij,k,m)-anonymity</source>
      <translation>(αij,k,m)-匿名</translation>
    </message>
    <message>
      <source>Disclosure of sensitive values graded by how sensitive they are: each sensitivity level i of attribute j has its own bound αij on its share in a group, and no group holds two values of the same level.</source>
      <translation>按敏感程度分级的敏感值泄露：属性 j 的每个敏感等级 i 都有各自的上限 αij，用于限制其在组中所占的比例；并且任何组都不能包含同一等级的两个值。</translation>
    </message>
    <message>
      <source>The figure is the worst ratio of a level's share to its bound (at most 1 when the model holds), next to k, the smallest group size. Levels and bounds come from the sensitivity-level table.</source>
      <translation>该数值是各等级所占比例与其上限之比中的最大值（模型满足时至多为 1），旁边是 k，即最小组的大小。等级和上限来自敏感等级表。</translation>
    </message>
    <message>
      <source>Use the greedy (αij,k,m) algorithm, relax the bounds of the most sensitive levels, or move values to a less strict level if that is justified.</source>
      <translation>使用贪心 (αij,k,m) 算法，放宽最敏感等级的上限；或在有正当理由时，将某些值移到要求较宽松的等级。</translation>
    </message>
    <message>
      <source>Privacy level PL = DR × IR</source>
      <translation>隐私水平 PL = DR × IR</translation>
    </message>
    <message>
      <source>How exposed an attribute is: how well the released quasi-identifiers single out its value (DR) times how much of its original information the release keeps (IR).</source>
      <translation>属性的暴露程度：发布后的准标识符能在多大程度上确定该属性的值（DR），乘以发布数据保留了多少该属性的原始信息（IR）。</translation>
    </message>
    <message>
      <source>From 0 (well protected) to 1 (fully exposed), overall and per attribute. Compare it before and after anonymization; an attribute with a high PL is the one to generalize further.</source>
      <translation>从 0（受到良好保护）到 1（完全暴露），分为总体和各属性两种。可比较匿名化前后的值；PL 高的属性就是需要进一步泛化的属性。</translation>
    </message>
    <message>
      <source>Generalize the attribute with the highest PL more, or raise k.</source>
      <translation>对 PL 最高的属性做进一步泛化，或增大 k。</translation>
    </message>
    <message>
      <source>Discrimination rate DR</source>
      <translation>区分率 DR</translation>
    </message>
    <message>
      <source>How much knowing a person's released quasi-identifiers tells about the released value of an attribute: 1 − H(value | quasi-identifiers) / H(value).</source>
      <translation>知道某人发布后的准标识符，能在多大程度上推断出该属性发布后的值：1 − H(值 | 准标识符) / H(值)。</translation>
    </message>
    <message>
      <source>0 when the quasi-identifiers tell nothing about the value, 1 when they determine it.</source>
      <translation>准标识符对该值毫无提示时为 0，完全决定该值时为 1。</translation>
    </message>
    <message>
      <source>Generalize the quasi-identifiers more or raise l (for a sensitive attribute).</source>
      <translation>对准标识符做进一步泛化，或增大 l（针对敏感属性）。</translation>
    </message>
    <message>
      <source>Information retained IR</source>
      <translation>信息保留率 IR</translation>
    </message>
    <message>
      <source>How much of an attribute's original information the release still carries (mutual information between original and released values, relative to the original entropy).</source>
      <translation>发布数据仍保留了多少该属性的原始信息（原始值与发布值之间的互信息，相对于原始熵）。</translation>
    </message>
    <message>
      <source>0 when the release keeps nothing of the attribute, 1 when it keeps it exactly.</source>
      <translation>发布数据完全没有保留该属性的信息时为 0，完全保留时为 1。</translation>
    </message>
    <message>
      <source>Generalize that attribute more (this lowers IR and so PL).</source>
      <translation>对该属性做进一步泛化（这会降低 IR，从而降低 PL）。</translation>
    </message>
    <message>
      <source>Entropy change EC</source>
      <translation>熵变化 EC</translation>
    </message>
    <message>
      <source>Utility: how much of the table's information (entropy of the quasi-identifiers and the protected attributes) the release keeps.</source>
      <translation>效用：发布数据保留了多少数据表中的信息（准标识符和受保护属性的熵）。</translation>
    </message>
    <message>
      <source>A share from 0 to 1; higher means more useful data. It drops as generalization grows, so read it next to PL: the aim is low PL with high EC.</source>
      <translation>取值为 0 到 1 之间的比例；越高表示数据越有用。它会随着泛化程度的增加而下降，因此应与 PL 一起看：目标是 PL 低而 EC 高。</translation>
    </message>
    <message>
      <source>If EC is too low, choose a solution with lower levels (Solutions tab), allow some suppression, or give the important attributes a higher weight.</source>
      <translation>如果 EC 过低，可选择层级更低的方案（“候选方案”选项卡）、允许一定程度的抑制，或提高重要属性的权重。</translation>
    </message>
    <message>
      <source>Weighted attribute entropy</source>
      <translation>加权属性熵</translation>
    </message>
    <message>
      <source>Utility weighted by how important each attribute is to the recipient.</source>
      <translation>按各属性对接收方的重要程度加权的效用。</translation>
    </message>
    <message>
      <source>The entropy kept per attribute, summed with the attribute weights; higher keeps more of what matters.</source>
      <translation>每个属性保留的熵，按属性权重求和；越高表示保留的重要信息越多。</translation>
    </message>
    <message>
      <source>Raise the weight of attributes the analysis needs; the weighted algorithms then generalize them less.</source>
      <translation>提高分析所需属性的权重；加权算法随后会减少对它们的泛化。</translation>
    </message>
    <message>
      <source>Link-matching entropy</source>
      <translation>链接匹配熵</translation>
    </message>
    <message>
      <source>Linking the release to a population register: how uncertain an attacker remains about who a released record is.</source>
      <translation>将发布数据与人口登记册进行链接：攻击者对一条发布记录究竟对应谁仍有多大的不确定性。</translation>
    </message>
    <message>
      <source>Higher entropy is safer; the link risk R next to it is the chance of a correct link (lower is safer).</source>
      <translation>熵越高越安全；旁边的链接风险 R 是正确链接的概率（越低越安全）。</translation>
    </message>
    <message>
      <source>Generalize more so that each released group matches more people of the population.</source>
      <translation>进一步泛化，使每个发布的组与总体中更多的人相匹配。</translation>
    </message>
    <message>
      <source>WHD information loss</source>
      <translation>WHD 信息损失</translation>
    </message>
    <message>
      <source>Utility: how far each released value moved up its hierarchy, weighted by the hierarchy's levels.</source>
      <translation>效用：每个发布值沿其泛化层次上移了多远，按泛化层次的层级加权。</translation>
    </message>
    <message>
      <source>0 means no value was generalized, 1 that every value became '*'. Lower is better.</source>
      <translation>0 表示没有值被泛化，1 表示每个值都变成了“*”。越低越好。</translation>
    </message>
    <message>
      <source>Choose a solution with lower levels or allow some suppression.</source>
      <translation>选择层级更低的方案，或允许一定程度的抑制。</translation>
    </message>
    <message>
      <source>Equivalence-class sensitivity distance Ds</source>
      <translation>等价类敏感距离 Ds</translation>
    </message>
    <message>
      <source>How far the sensitive values of each group are from being spread evenly over the sensitivity levels.</source>
      <translation>每个组中的敏感值距离在各敏感等级上均匀分布还有多远。</translation>
    </message>
    <message>
      <source>Smaller distances mean groups mix levels as the sensitivity-level table asks.</source>
      <translation>距离越小，表示各组越符合敏感等级表的要求，混合了不同的等级。</translation>
    </message>
    <message>
      <source>Use the greedy (αij,k,m) algorithm or generalize more.</source>
      <translation>使用贪心 (αij,k,m) 算法，或进一步泛化。</translation>
    </message>
    <message>
      <source>ARX's Loss</source>
      <translation>ARX 损失</translation>
    </message>
    <message>
      <source>Utility: the share of each attribute's hierarchy merged by the generalization (geometric mean over the quasi-identifiers), as ARX reports it.</source>
      <translation>效用：泛化所合并的各属性泛化层次的比例（对各准标识符取几何平均值），与 ARX 报告的方式相同。</translation>
    </message>
    <message>
      <source>0 = nothing generalized, 1 = everything suppressed; lower is better.</source>
      <translation>0 = 未泛化任何内容，1 = 全部被抑制；越低越好。</translation>
    </message>
    <message>
      <source>Choose a solution with lower levels, or allow some suppression.</source>
      <translation>选择层级更低的方案，或允许一定程度的抑制。</translation>
    </message>
    <message>
      <source>ARX's Loss with RANK aggregation</source>
      <translation>ARX 的损失（RANK 聚合）</translation>
    </message>
    <message>
      <source>Utility: ARX's Loss per attribute (each quasi-identifier's share of its hierarchy merged, each aggregated attribute's share of its values mixed), compared attribute by attribute: the attribute that lost most first, then the next.</source>
      <translation>效用：ARX 按属性计算的损失（每个准标识符被合并的层次结构比例，每个被聚合属性被混合的取值比例），逐个属性比较：先比较损失最大的属性，再比较下一个。</translation>
    </message>
    <message>
      <source>0 = nothing lost, 1 = everything suppressed; lower is better. The number shown is the largest loss.</source>
      <translation>0 = 没有损失，1 = 全部被抑制；越低越好。显示的数值是最大的损失。</translation>
    </message>
    <message>
      <source>Generalize the attribute that loses most less, or allow some suppression.</source>
      <translation>减少对损失最大的属性的泛化，或允许一些抑制。</translation>
    </message>
    <message>
      <source>Utility: how many records each record cannot be told apart from (the sum of squared group sizes; a suppressed record costs the whole table).</source>
      <translation>效用：每条记录与多少条记录无法区分（各组大小的平方和；一条被抑制的记录计为整个数据表的大小）。</translation>
    </message>
    <message>
      <source>Lower is better; it grows quickly with large groups and suppression.</source>
      <translation>越低越好；组很大或存在抑制时，它会迅速增大。</translation>
    </message>
    <message>
      <source>Choose a solution with smaller groups or less suppression.</source>
      <translation>选择组更小或抑制更少的方案。</translation>
    </message>
    <message>
      <source>Average equivalence class size</source>
      <translation>平均等价类大小</translation>
    </message>
    <message>
      <source>Utility: the average number of records per group, relative to k.</source>
      <translation>效用：每个组的平均记录数，相对于 k。</translation>
    </message>
    <message>
      <source>1 is ideal (groups exactly of size k); larger means coarser data.</source>
      <translation>1 为理想值（组的大小恰好为 k）；越大表示数据越粗略。</translation>
    </message>
    <message>
      <source>Choose a solution with lower levels.</source>
      <translation>选择层级更低的方案。</translation>
    </message>
    <message>
      <source>Generalization intensity (precision)</source>
      <translation>泛化强度（精度）</translation>
    </message>
    <message>
      <source>Utility: the mean generalization level relative to each hierarchy's height (suppressed cells count as fully generalized).</source>
      <translation>效用：平均泛化层级相对于各泛化层次高度的比例（被抑制的单元格视为完全泛化）。</translation>
    </message>
    <message>
      <source>0 = original values, 1 = everything '*'; lower is better.</source>
      <translation>0 = 原始值，1 = 全部为“*”；越低越好。</translation>
    </message>
    <message>
      <source>Utility: the information (bits per value) lost by replacing values with their generalizations.</source>
      <translation>效用：用泛化后的值替换原始值所损失的信息（每个值的比特数）。</translation>
    </message>
    <message>
      <source>Lower is better; 0 means nothing was lost.</source>
      <translation>越低越好；0 表示没有任何损失。</translation>
    </message>
    <message>
      <source>Distinction of an attribute set</source>
      <translation>属性集合的区分度</translation>
    </message>
    <message>
      <source>How well a set of attributes singles people out in the original table (ARX's attribute risks, after Motwani and Xu): the number of distinct value combinations divided by the number of rows.</source>
      <translation>一组属性在原始数据表中区分个人的能力（ARX 的属性风险，依据 Motwani 和 Xu）：不同取值组合的数量除以行数。</translation>
    </message>
    <message>
      <source>1 means every record has its own combination (a key); close to 0 means few combinations. Sets with high distinction are the quasi-identifiers to protect.</source>
      <translation>1 表示每条记录都有自己独有的组合（即一个键）；接近 0 表示组合很少。区分度高的集合就是需要保护的准标识符。</translation>
    </message>
    <message>
      <source>Mark the attributes of a highly distinct set as quasi-identifiers, or leave one of them out of the release if it is not needed.</source>
      <translation>把区分度高的集合中的属性标为准标识符；如果其中某个属性不需要，就不要发布它。</translation>
    </message>
    <message>
      <source>Separation of an attribute set</source>
      <translation>属性集合的分离度</translation>
    </message>
    <message>
      <source>The share of all pairs of records that differ in at least one attribute of the set: how many pairs an attacker could tell apart with these attributes.</source>
      <translation>在集合的至少一个属性上取值不同的记录对占全部记录对的比例：攻击者凭这些属性能区分开多少对记录。</translation>
    </message>
    <message>
      <source>1 means every pair of records is told apart; a set that separates 99 % of the pairs is almost a key. `privdesk inspect --suggest` names the smallest such set.</source>
      <translation>1 表示每一对记录都能被区分开；能区分 99% 记录对的集合几乎就是一个键。`privdesk inspect --suggest` 会给出最小的这样的集合。</translation>
    </message>
    <message>
      <source>Treat the smallest highly separating set as quasi-identifiers and generalize it.</source>
      <translation>把分离度高的最小集合当作准标识符并对其进行泛化。</translation>
    </message>
    <message>
      <source>IL1s</source>
      <translation>IL1s</translation>
    </message>
    <message>
      <source>Utility of perturbed numbers (microaggregation, noise): the mean distance of every released value from its original, in standard deviations (times √2, as sdcMicro computes it).</source>
      <translation>扰动后数值（微聚合、噪声）的效用：每个发布值与原值的平均距离，以标准差为单位（按 sdcMicro 的算法乘以 √2）。</translation>
    </message>
    <message>
      <source>0 = unchanged; lower is better.</source>
      <translation>0 = 未改变；越低越好。</translation>
    </message>
    <message>
      <source>Use smaller groups (k) or a smaller noise share.</source>
      <translation>使用更小的组（k）或更小的噪声比例。</translation>
    </message>
    <message>
      <source>Eigenvalue distance</source>
      <translation>特征值距离</translation>
    </message>
    <message>
      <source>Utility of perturbed numbers: how much the correlation structure of the columns changed (relative differences of the correlation matrix's eigenvalues, as sdcMicro's dUtility 'eigen').</source>
      <translation>扰动后数值的效用：各列的相关结构改变了多少（相关矩阵特征值的相对差，同 sdcMicro 的 dUtility “eigen”）。</translation>
    </message>
    <message>
      <source>0 = same structure; lower is better.</source>
      <translation>0 = 结构相同；越低越好。</translation>
    </message>
    <message>
      <source>Use correlated noise, smaller groups or a smaller noise share.</source>
      <translation>使用相关噪声、更小的组或更小的噪声比例。</translation>
    </message>
    <message>
      <source>Within-group variance share</source>
      <translation>组内方差占比</translation>
    </message>
    <message>
      <source>Utility of microaggregation: the share of the columns' spread that lies inside the groups and is lost when each group is replaced by its mean (SSE/SST).</source>
      <translation>微聚合的效用：各列的离散程度中位于组内的部分所占的比例，用组均值替换各组时这部分会丢失（SSE/SST）。</translation>
    </message>
    <message>
      <source>0 = nothing lost, 1 = one group; lower is better.</source>
      <translation>0 = 没有损失，1 = 只有一组；越低越好。</translation>
    </message>
    <message>
      <source>Use a smaller k, or aggregate fewer columns together.</source>
      <translation>使用更小的 k，或减少一起聚合的列。</translation>
    </message>
    <message>
      <source>MDAV microaggregation</source>
      <translation>MDAV 微聚合</translation>
    </message>
    <message>
      <source>Re-identification through exact numbers: groups of at least k similar records share the group's mean in the chosen numeric columns, so no value points at one person.</source>
      <translation>通过精确数值的重新识别：至少 k 条相似记录组成一组，在所选数值列中共享该组的均值，因此没有任何值指向某一个人。</translation>
    </message>
    <message>
      <source>k is the smallest group; every group has k to 2k − 1 records. IL1s and the within-group variance share measure what was lost.</source>
      <translation>k 是最小的组；每组有 k 到 2k − 1 条记录。IL1s 和组内方差占比衡量损失了多少。</translation>
    </message>
    <message>
      <source>If the loss is high, lower k or aggregate fewer columns together.</source>
      <translation>如果损失较大，请降低 k 或减少一起聚合的列。</translation>
    </message>
    <message>
      <source>Microaggregation in the search</source>
      <translation>搜索中的微聚合</translation>
    </message>
    <message>
      <source>Keeps a numeric attribute useful: instead of coding it into intervals, each group of look-alike records shows its mean, geometric mean, median, mode, [min, max] or set of values.</source>
      <translation>让数值属性保持可用：不把它编码成区间，而是让每组相似记录显示其均值、几何均值、中位数、众数、[最小值, 最大值] 或值的集合。</translation>
    </message>
    <message>
      <source>The groups come from the generalized quasi-identifiers; a numeric quasi-identifier marked "aggregate" on the Attributes page is aggregated instead of generalized. ARX's Loss counts it as one more dimension, which the search minimises with the others: the share of the column's distinct values that each group mixes.</source>
      <translation>分组由泛化后的准标识符决定；在“属性”页上标记为“聚合”的数值型准标识符会被聚合而不是泛化。ARX 的损失将其计为额外的一个维度，搜索会与其他维度一起将其最小化：每个分组混合了该列多少比例的不同值。</translation>
    </message>
    <message>
      <source>If the groups are too coarse for the attribute, use the median or the interval.</source>
      <translation>如果分组对该属性过粗，请使用中位数或区间。</translation>
    </message>
    <message>
      <source>Cell suppression (ARX's mode)</source>
      <translation>单元格抑制（ARX 模式）</translation>
    </message>
    <message>
      <source>Losing whole records: the records the search would suppress are recoded instead, by blanking some of their quasi-identifier cells ('*') in rounds, so that they form groups that meet every privacy model of the run. ARX's mode releases at least 1% of the table per round, blanking as few columns as possible; the gradual mode releases at least 1% of the records still suppressed per round, those that keep the most first.</source>
      <translation>避免丢失整条记录：搜索本会抑制的记录改为分轮重编码，只将其部分准标识符单元格置为空白（“*”），使它们组成满足本次运行所有隐私模型的分组。ARX 模式每轮至少放回全表 1% 的记录，并尽量少置空列；渐进模式每轮至少放回仍被抑制记录的 1%，优先选择放回最多记录的方案。</translation>
    </message>
    <message>
      <source>The Suppressed cells sheet counts the blanked cells per column and the records still suppressed whole. '*' counts as a value of its own: each group, records of every round together, is checked like any release.</source>
      <translation>“被抑制的单元格”工作表按列统计被置空的单元格，以及仍被整条抑制的记录。“*”被视为一个独立的值：每个分组（包括各轮放回的全部记录）都像其他任何发布一样接受检查。</translation>
    </message>
    <message>
      <source>With δ-presence and k-map a '*' matches every value of the population table in its column, so a group with blanked cells matches more people. When few records come back, the models ask more of each group than blanked cells can give: try the gradual mode or relax a model.</source>
      <translation>对于 δ-存在性和 k-map，“*”与总体表中该列的任何值都匹配，因此含置空单元格的分组会匹配更多的人。如果放回的记录很少，说明模型对每个分组的要求超出了置空单元格所能达到的程度：请尝试渐进模式或放宽某个模型。</translation>
    </message>
    <message>
      <source>Additive noise</source>
      <translation>加性噪声</translation>
    </message>
    <message>
      <source>Exact matching on numbers: random noise with a standard deviation of a share of each column's spread is added; correlated noise keeps the correlations between the columns.</source>
      <translation>数值的精确匹配：添加随机噪声，其标准差为各列离散程度的一定比例；相关噪声保持各列之间的相关性。</translation>
    </message>
    <message>
      <source>The share is the noise's standard deviation over the column's; the seed rebuilds the same release.</source>
      <translation>比例是噪声标准差与该列标准差之比；用同一种子可重建相同的发布数据。</translation>
    </message>
    <message>
      <source>If analyses change too much, lower the share.</source>
      <translation>如果分析结果变化太大，请降低比例。</translation>
    </message>
    <message>
      <source>PRAM</source>
      <translation>PRAM</translation>
    </message>
    <message>
      <source>Certainty about categories: each value is changed to another category with a known probability, so no released category can be trusted for one person. Invariant PRAM keeps the expected frequencies.</source>
      <translation>对类别的确定性：每个值以已知概率被改为另一类别，因此对任何个人而言，发布的类别都不可全信。不变 PRAM 保持期望频数。</translation>
    </message>
    <message>
      <source>The share of changed values and how far the category shares moved are reported; the seed rebuilds the same release.</source>
      <translation>报告被改变的值所占比例以及类别占比的变化；用同一种子可重建相同的发布数据。</translation>
    </message>
    <message>
      <source>If too many values change, raise the probability of keeping a value.</source>
      <translation>如果改变的值太多，请提高保留原值的概率。</translation>
    </message>
    <message>
      <source>Local (cell) suppression</source>
      <translation>局部（单元格）抑制</translation>
    </message>
    <message>
      <source>Re-identification by rare combinations: single quasi-identifier cells are blanked (shown as '*') until every record matches at least k records, a blank matching any value.</source>
      <translation>通过罕见组合的重新识别：逐个清空准标识符单元格（显示为 '*'），直到每条记录至少与 k 条记录匹配，被清空的单元格匹配任何值。</translation>
    </message>
    <message>
      <source>The report counts the suppressed cells per column; whole records are kept.</source>
      <translation>报告按列统计被抑制的单元格；整条记录都会保留。</translation>
    </message>
    <message>
      <source>Mark the columns analysts need most as most important: they are blanked last.</source>
      <translation>把分析人员最需要的列标为最重要：它们最后才会被清空。</translation>
    </message>
    <message>
      <source>Usefulness: statistics, contingency table, classification</source>
      <translation>可用性：统计量、列联表、分类</translation>
    </message>
    <message>
      <source>Whether the release still answers its question: means, spreads and frequencies before and after, how two attributes vary together, and how well a classifier trained on the release predicts a target compared with one trained on the original and with guessing the most frequent value (ZeroR).</source>
      <translation>发布数据是否仍能回答其问题：之前与之后的均值、离散程度和频数，两个属性如何共同变化，以及在发布数据上训练的分类器预测目标的效果，与在原始数据上训练的分类器及猜测最常见值（ZeroR）相比如何。</translation>
    </message>
    <message>
      <source>A generalized value counts by the midpoint of the original values it covers; TVD (0 to 1) and KL (bits) are 0 when the distributions agree. Accuracy comes from 10-fold cross-validation with the same folds for both tables: the closer the release's accuracy to the original's, and the farther above ZeroR, the more useful the release.</source>
      <translation>泛化后的值按其覆盖的原始值的中点计算；分布一致时 TVD（0 到 1）和 KL（比特）为 0。准确率来自 10 折交叉验证，两个表使用相同的折：发布数据的准确率越接近原始数据、越高于 ZeroR，发布数据就越有用。</translation>
    </message>
    <message>
      <source>Generalize the attributes that matter for the question less (and others more), or choose another solution of the frontier.</source>
      <translation>对与问题相关的属性少做泛化（其他属性多做泛化），或选择前沿上的另一个解。</translation>
    </message>
    <message>
      <source>Highest re-identification risk</source>
      <translation>最高重识别风险</translation>
    </message>
    <message>
      <source>The prosecutor attack on a public release: the attacker targets one known person and picks among the records that look like them.</source>
      <translation>针对公开发布的检察官攻击：攻击者以某个已知的人为目标，在与其相似的记录中进行挑选。</translation>
    </message>
    <message>
      <source>1 divided by the size of the smallest group: 0.05 means at worst a 1-in-20 chance. It must not exceed the threshold.</source>
      <translation>1 除以最小组的大小：0.05 表示最坏情况下有二十分之一的概率。它不得超过阈值。</translation>
    </message>
    <message>
      <source>Generalize more or raise k so the smallest groups grow, or suppress the smallest groups.</source>
      <translation>进一步泛化或增大 k，使最小的组变大；或抑制最小的组。</translation>
    </message>
    <message>
      <source>Strict average re-identification risk (suppressed records as one group)</source>
      <translation>严格平均重识别风险（被抑制的记录算作一个组）</translation>
    </message>
    <message>
      <source>The risk over all records, for releases to known recipients (the strict average also counts every record above the threshold). The suppressed records count as one group of their own.</source>
      <translation>所有记录的风险，用于向已知接收方发布（严格平均还会计入每条超过阈值的记录）。被抑制的记录自成一个组。</translation>
    </message>
    <message>
      <source>The mean of 1 / group size over records; lower is safer.</source>
      <translation>各记录的 1 / 组大小的平均值；越低越安全。</translation>
    </message>
    <message>
      <source>Generalize more or suppress the smallest groups.</source>
      <translation>进一步泛化，或抑制最小的组。</translation>
    </message>
    <message>
      <source>Records at risk</source>
      <translation>高风险记录</translation>
    </message>
    <message>
      <source>How many people are in groups whose risk is above the threshold.</source>
      <translation>有多少人所在的组的风险高于阈值。</translation>
    </message>
    <message>
      <source>A count and a share of the records; 0 is the aim for a public release.</source>
      <translation>记录的数量和占比；公开发布时的目标是 0。</translation>
    </message>
    <message>
      <source>Generalize more, or allow suppression of exactly these records.</source>
      <translation>进一步泛化，或允许恰好抑制这些记录。</translation>
    </message>
    <message>
      <source>Risk threshold</source>
      <translation>风险阈值</translation>
    </message>
    <message>
      <source>The largest acceptable risk, set by how harmful a re-identification would be (the invasion of privacy) or typed directly.</source>
      <translation>可接受的最大风险，根据重识别可能造成的危害程度（隐私侵犯程度）设定，也可直接输入。</translation>
    </message>
    <message>
      <source>Low invasion 0.1 (groups of 10), medium 0.075, high 0.05 (groups of 20).</source>
      <translation>隐私侵犯程度低时为 0.1（每组 10 条记录），中为 0.075，高为 0.05（每组 20 条记录）。</translation>
    </message>
    <message>
      <source>Do not raise the threshold to make a release pass: make the release safer instead. An anonymization meets the threshold like a privacy model: it generalizes until every group is large enough.</source>
      <translation>不要为了让发布数据通过而提高阈值，而应让发布数据更安全。匿名化会像隐私模型一样满足该阈值：它会一直泛化，直到每个分组都足够大。</translation>
    </message>
    <message>
      <source>Environment risk</source>
      <translation>环境风险</translation>
    </message>
    <message>
      <source>For a controlled release, the chance that an attack happens at all: the recipient's controls and motives, an acquaintance who spots someone they know, or a data breach.</source>
      <translation>对于受控发布，攻击发生的可能性：取决于接收方的控制措施和动机、熟人认出自己认识的人，或数据泄露。</translation>
    </message>
    <message>
      <source>A probability from 0 to 1 that multiplies the data risk; the largest of the three attacks counts.</source>
      <translation>一个 0 到 1 之间的概率，与数据风险相乘；以三种攻击中最大的一个为准。</translation>
    </message>
    <message>
      <source>Strengthen the recipient's controls (contract, secure room), or treat the release as public.</source>
      <translation>加强接收方的控制措施（合同、安全室），或将此次发布视为公开发布。</translation>
    </message>
    <message>
      <source>Overall risk</source>
      <translation>总体风险</translation>
    </message>
    <message>
      <source>The data risk times the environment risk: the figure compared with the threshold for a controlled release.</source>
      <translation>数据风险乘以环境风险：受控发布时与阈值进行比较的数值。</translation>
    </message>
    <message>
      <source>Lower is safer; it must not exceed the threshold.</source>
      <translation>越低越安全；它不得超过阈值。</translation>
    </message>
    <message>
      <source>Reduce the data risk (generalize more) or the environment risk (stronger controls).</source>
      <translation>降低数据风险（进一步泛化）或环境风险（更严格的控制措施）。</translation>
    </message>
    <message>
      <source>Sample uniqueness</source>
      <translation>样本唯一性</translation>
    </message>
    <message>
      <source>Records that are the only one with their quasi-identifier values in the table: the easiest to single out.</source>
      <translation>在表中准标识符取值独一无二的记录：最容易被单独识别出来。</translation>
    </message>
    <message>
      <source>A share of the records; a threshold of 0.01 allows 1 in 100 to be unique in the table.</source>
      <translation>记录的比例；阈值 0.01 表示每 100 条记录中最多 1 条在表中唯一。</translation>
    </message>
    <message>
      <source>Generalize more, or allow suppression of the unique records.</source>
      <translation>进一步泛化，或允许抑制这些唯一记录。</translation>
    </message>
    <message>
      <source>Population uniqueness</source>
      <translation>总体唯一性</translation>
    </message>
    <message>
      <source>People who are unique in the whole population the table was drawn from (a census, a register): a unique record of such a person can be linked to them for sure. Estimated from the table's class sizes and the sampling fraction with Pitman's, Zayatz's or the SNB model; Dankar et al.'s rule picks one.</source>
      <translation>在该表所抽自的整个总体（普查、登记册）中独一无二的人：这类人的唯一记录可以被确定地关联到本人。根据表中等价类大小和抽样比例，用 Pitman、Zayatz 或 SNB 模型估计；Dankar 等人的规则从中选择一个。</translation>
    </message>
    <message>
      <source>An estimated share of the population; it is smaller than the sample uniqueness when the table is a small sample.</source>
      <translation>总体中的估计比例；当该表是小样本时，它小于样本唯一性。</translation>
    </message>
    <message>
      <source>Give the true sampling fraction or population size; generalize more if the estimate is too high.</source>
      <translation>请给出真实的抽样比例或总体人数；若估计值过高，请进一步泛化。</translation>
    </message>
    <message>
      <source>Average re-identification risk of the kept records (ARX)</source>
      <translation>保留记录的平均重识别风险（ARX）</translation>
    </message>
    <message>
      <source>ARX's average-risk requirement: the released records, the suppressed ones left out, are re-identified on average with at most this chance. Unlike the strict average of the release model, the suppressed records do not count as a group.</source>
      <translation>ARX 的平均风险要求：发布的记录（不计被抑制的记录）平均被重识别的概率不超过此值。与发布模型的严格平均不同，被抑制的记录不算作一个组。</translation>
    </message>
    <message>
      <source>The number of groups divided by the number of kept records (1 / average group size); 0.01 means groups of 100 on average. Small groups may remain when the large ones make up for them.</source>
      <translation>组数除以保留记录数（1 / 平均组大小）；0.01 表示平均每组 100 条记录。只要大组能够弥补，小组仍可保留。</translation>
    </message>
    <message>
      <source>Generalize more, or allow suppression of the smallest groups; for a guarantee to every record, use the highest risk or k-anonymity instead.</source>
      <translation>进一步泛化，或允许抑制最小的组；若要对每条记录都有保证，请改用最高风险或 k-匿名。</translation>
    </message>
    <message>
      <source>Prosecutor, journalist and marketer</source>
      <translation>检察官、记者与营销者</translation>
    </message>
    <message>
      <source>Three attackers (El Emam): the prosecutor knows the person is in the table, the journalist only that they are in a larger population table, the marketer wants to re-identify as many people as possible.</source>
      <translation>三种攻击者（El Emam）：检察官知道此人在表中，记者只知道此人在更大的总体表中，营销者想重识别尽可能多的人。</translation>
    </message>
    <message>
      <source>The prosecutor's risk is the highest; the journalist's and marketer's are lower when a population table shows that each group matches more people.</source>
      <translation>检察官风险最高；当总体表表明每个组对应更多的人时，记者和营销者的风险更低。</translation>
    </message>
    <message>
      <source>Protect against the prosecutor when you cannot rule out that an attacker knows who is in the data.</source>
      <translation>若无法排除攻击者知道谁在数据中，请按检察官攻击来防护。</translation>
    </message>
    <message>
      <source>k-map estimated from the population size</source>
      <translation>根据总体规模估计的 k-map</translation>
    </message>
    <message>
      <source>Without a population table, k-map is estimated: each group's size in the population is modelled from its size in the table and the sampling fraction (Poisson or zero-truncated Poisson, as ARX).</source>
      <translation>没有总体表时，k-map 通过估计得到：根据每组在表中的规模和抽样比例，对其在总体中的规模建模（与 ARX 相同，采用泊松或零截断泊松分布）。</translation>
    </message>
    <message>
      <source>The estimate turns k into a smaller group size k' that the table must reach; the significance level is the accepted chance that a group still matches fewer than k people.</source>
      <translation>估计把 k 换算成表中各组必须达到的较小规模 k'；显著性水平是可以接受的、某组仍匹配少于 k 个人的概率。</translation>
    </message>
    <message>
      <source>Give the true population size; use a smaller significance level for more certainty.</source>
      <translation>请给出真实的总体规模；需要更高把握时请使用更小的显著性水平。</translation>
    </message>
    <message>
      <source>ε (epsilon), the privacy loss</source>
      <translation>ε（epsilon），隐私损失</translation>
    </message>
    <message>
      <source>Differential privacy promises each person that the result would be almost the same whether or not their record were in the data, so nobody can learn much about them from it.</source>
      <translation>差分隐私向每个人保证：无论他们的记录是否在数据中，结果几乎相同，因此没有人能从结果中了解到关于他们的太多信息。</translation>
    </message>
    <message>
      <source>ε bounds how much one release can change anyone's belief about one person: the odds move by at most a factor e^ε (ε = 0.5: ×1.65; ε = 1: ×2.72; ε = 2: ×7.4). A belief of 10% can become at most 23% with ε = 1. Smaller ε means more noise and more privacy; 0.1 to 1 is common for public releases.</source>
      <translation>ε 限制了一次发布能在多大程度上改变任何人对某一个人的判断：胜算最多变化 e^ε 倍（ε = 0.5：×1.65；ε = 1：×2.72；ε = 2：×7.4）。ε = 1 时，10% 的判断最多变成 23%。ε 越小，噪声越大、隐私越强；公开发布通常取 0.1 到 1。</translation>
    </message>
    <message>
      <source>If the results are too noisy, release fewer or coarser figures, or spend more ε — knowing that the protection weakens and that every release spends part of the data set's budget.</source>
      <translation>如果结果噪声太大，可以发布更少或更粗略的数字，或花费更多 ε——但要清楚保护会减弱，而且每次发布都会花掉数据集预算的一部分。</translation>
    </message>
    <message>
      <source>δ (delta), the chance of failure</source>
      <translation>δ（delta），失效的概率</translation>
    </message>
    <message>
      <source>The small probability that the promise of ε does not hold, for instance because an unusual record happened to be sampled and left in a small group.</source>
      <translation>ε 的保证不成立的小概率，例如某条不寻常的记录恰好被抽中并留在一个小组中。</translation>
    </message>
    <message>
      <source>δ must be far smaller than one over the number of records: 1e-5 or less for tables of a few thousand records.</source>
      <translation>δ 必须远小于记录数的倒数：几千条记录的数据表取 1e-5 或更小。</translation>
    </message>
    <message>
      <source>Lower δ makes SafePub suppress more: its minimum group size k grows (δ = 1e-5 gives k = 62 at ε = 1).</source>
      <translation>δ 越小，SafePub 抑制得越多：它的最小组大小 k 会变大（ε = 1 时 δ = 1e-5 得到 k = 62）。</translation>
    </message>
    <message>
      <source>Privacy budget</source>
      <translation>隐私预算</translation>
    </message>
    <message>
      <source>Every differentially private release from a data set adds its ε and δ to what has been spent (sequential composition). The budget caps the total, so repeated questions cannot wear the protection down.</source>
      <translation>一个数据集的每次差分隐私发布都会把它的 ε 和 δ 加到已花费的总量上（顺序组合）。预算限制了总量，因此反复提问也无法削弱保护。</translation>
    </message>
    <message>
      <source>PrivDesk keeps the budget in the project with a line per release; every report lists them. A release that would exceed it is refused before anything is computed.</source>
      <translation>PrivDesk 把预算保存在项目中，每次发布记一行；每份报告都会列出它们。超出预算的发布会在计算任何内容之前被拒绝。</translation>
    </message>
    <message>
      <source>When the budget is spent, no more releases from this data set: give the figures already released, or decide knowingly on a new, larger budget.</source>
      <translation>预算用完后，这个数据集不能再发布：请提供已经发布的数字，或在充分知情的情况下决定一个新的、更大的预算。</translation>
    </message>
    <message>
      <source>Differentially private table (SafePub)</source>
      <translation>差分隐私数据表（SafePub）</translation>
    </message>
    <message>
      <source>The whole table is released with (ε, δ)-differential privacy: records are sampled at random, the quasi-identifiers are generalized, and every group smaller than k is suppressed. The generalization is chosen by the exponential mechanism, which spends a tenth of ε on the choice.</source>
      <translation>整张表以 (ε, δ)-差分隐私发布：随机抽样记录，泛化准标识符，并抑制所有小于 k 的组。泛化方案由指数机制选择，这一选择花费 ε 的十分之一。</translation>
    </message>
    <message>
      <source>PrivDesk derives the sampling probability β and the group size k from ε and δ as ARX does, and checks that the release is k-anonymous with that k. Loss is measured over the sampled records.</source>
      <translation>PrivDesk 像 ARX 一样由 ε 和 δ 推导出抽样概率 β 和组大小 k，并检查发布结果对该 k 满足 k-匿名。Loss 在被抽中的记录上计算。</translation>
    </message>
    <message>
      <source>If too much is suppressed, raise ε or δ a little, give coarser hierarchies, or fix the generalization (data-independent) when you know which levels suit the use.</source>
      <translation>如果抑制过多，可以稍微提高 ε 或 δ，使用更粗的层次结构，或在知道哪些层级适合用途时固定泛化（与数据无关）。</translation>
    </message>
    <message>
      <source>What the private search optimises</source>
      <translation>隐私搜索优化什么</translation>
    </message>
    <message>
      <source>SafePub chooses the generalization at random, favouring the ones that keep more of the data by a score: Loss (how much of each value's range is kept), Precision (how few levels are climbed), Discernibility (small groups), Non-uniform entropy (how many values stay distinguishable) or Average class size (many groups).</source>
      <translation>SafePub 随机选择泛化方案，并按一个得分偏向保留更多数据的方案：损失（每个值的范围保留了多少）、精度（上升的层级有多少）、可区分度（等价类小）、非均匀熵（有多少值仍可区分）或平均等价类大小（等价类多）。</translation>
    </message>
    <message>
      <source>Each score is scaled, as in ARX, so that one person changes it by at most 1; the choice spends no extra ε. The release still reports Loss and the other measures, whatever the score.</source>
      <translation>与 ARX 一样，每个得分都经过缩放，使任何一个人对它的影响至多为 1；选择得分不额外花费 ε。无论选用哪个得分，发布结果仍报告损失及其他度量。</translation>
    </message>
    <message>
      <source>Choose the score that matches the later use: Loss for general use, Discernibility or class size when small groups matter, entropy when many distinct values should survive.</source>
      <translation>请选择与后续用途相符的得分：一般用途选损失；在意小等价类时选可区分度或等价类大小；希望保留许多不同值时选熵。</translation>
    </message>
    <message>
      <source>Differentially private counts</source>
      <translation>差分隐私计数</translation>
    </message>
    <message>
      <source>Counts of one column (a histogram) or of several together (a contingency table) with random noise, so that no single record can be seen in them.</source>
      <translation>一列（直方图）或多列组合（列联表）的计数加上随机噪声，使任何单条记录都无法从中看出。</translation>
    </message>
    <message>
      <source>Each count carries noise of the discrete Laplace (geometric) distribution; the ± shows the range that holds the true count in 95% of releases. Negative counts are shown as 0. Only the data owner sees the true counts next to them; they are never written to the release.</source>
      <translation>每个计数都带有离散拉普拉斯（几何）分布的噪声；± 表示在 95% 的发布中包含真实计数的范围。负数计数显示为 0。只有数据所有者能看到旁边的真实计数；它们从不写入发布文件。</translation>
    </message>
    <message>
      <source>For less noise, count fewer combinations (fewer or coarser columns) or spend more ε.</source>
      <translation>要减少噪声，可以统计更少的组合（更少或更粗的列），或花费更多 ε。</translation>
    </message>
    <message>
      <source>Gaussian noise and zCDP</source>
      <translation>高斯噪声与 zCDP</translation>
    </message>
    <message>
      <source>Counts can also carry discrete Gaussian noise. Its privacy is measured by ρ (zero-concentrated differential privacy): the ρ's of several releases simply add up, and the sum is turned into (ε, δ) once, so many releases cost less than adding their ε's.</source>
      <translation>计数也可以加入离散高斯噪声。其隐私由 ρ 衡量（零集中差分隐私）：多次发布的 ρ 直接相加，总和只换算一次为 (ε, δ)，因此多次发布的花费少于把它们的 ε 相加。</translation>
    </message>
    <message>
      <source>PrivDesk chooses the least noise whose ρ keeps ε within the ε you give, at δ = 1e-5 (or uses the ρ you give on the command line), and draws the noise exactly. The ± shows the range that holds the true count in 95% of releases.</source>
      <translation>PrivDesk 在 δ = 1e-5 下选择使 ρ 对应的 ε 不超过您所给 ε 的最小噪声（或使用您在命令行给出的 ρ），并精确抽取噪声。± 表示在 95% 的发布中包含真实计数的范围。</translation>
    </message>
    <message>
      <source>A data set's budget that starts with a Gaussian release adds up ρ's (zCDP); one that starts with Laplace noise adds up ε's. For a single small table, Laplace noise is usually tighter.</source>
      <translation>以高斯发布开始的数据集预算累加 ρ（zCDP）；以拉普拉斯噪声开始的预算累加 ε。对于单个小表，拉普拉斯噪声通常更精确。</translation>
    </message>
    <message>
      <source>Protects against / tells</source>
      <translation>防范的风险 / 说明</translation>
    </message>
    <message>
      <source>How to read it</source>
      <translation>如何解读</translation>
    </message>
    <message>
      <source>When it fails</source>
      <translation>未通过时</translation>
    </message>
    <message>
      <source>Privacy models</source>
      <translation>隐私模型</translation>
    </message>
    <message>
      <source>Measures</source>
      <translation>度量</translation>
    </message>
    <message>
      <source>Re-identification risk</source>
      <translation>重识别风险</translation>
    </message>
    <message>
      <source>Differential privacy</source>
      <translation>差分隐私</translation>
    </message>
    <message>
      <source>Transformations of values</source>
      <translation>值的变换</translation>
    </message>
    <message>
      <source>What the numbers mean</source>
      <translation>数字的含义</translation>
    </message>
    <message>
      <source>Suppression</source>
      <translation>抑制</translation>
    </message>
    <message>
      <source>checking the privacy models</source>
      <translation>正在检查隐私模型</translation>
    </message>
    <message>
      <source>assessing the risk</source>
      <translation>正在评估风险</translation>
    </message>
    <message>
      <source>measuring the release against the original</source>
      <translation>正在对照原始数据度量发布数据</translation>
    </message>
    <message>
      <source>unlocking the signing key</source>
      <translation>正在解锁签名密钥</translation>
    </message>
    <message>
      <source>signing</source>
      <translation>正在签名</translation>
    </message>
    <message>
      <source>writing {file}</source>
      <translation>正在写入 {file}</translation>
    </message>
    <message>
      <source>open the released table with File → Audit a release first</source>
      <translation>请先通过“文件 → 审计发布数据”打开发布的数据表</translation>
    </message>
    <message>
      <source>the original has {original:,} rows and the release {release:,}; they must hold the same rows in the same order</source>
      <translation>原始数据有 {original:,} 行，发布数据有 {release:,} 行；两者必须以相同顺序包含相同的行</translation>
    </message>
    <message>
      <source>cannot write here: the disk is full; no earlier file was replaced</source>
      <translation>无法写入此处：磁盘已满；没有替换任何先前的文件</translation>
    </message>
    <message>
      <source>cannot write here: the folder is read-only or not yours to write; no earlier file was replaced</source>
      <translation>无法写入此处：文件夹为只读或您无权写入；没有替换任何先前的文件</translation>
    </message>
    <message>
      <source>the file's text encoding could not be recognised; choose one</source>
      <translation>无法识别文件的文本编码；请选择一种编码</translation>
    </message>
    <message>
      <source>the file is empty</source>
      <translation>文件为空</translation>
    </message>
    <message>
      <source>the delimiter must be one character</source>
      <translation>分隔符必须是单个字符</translation>
    </message>
    <message>
      <source>the file has a header row but no data rows</source>
      <translation>文件有标题行，但没有数据行</translation>
    </message>
    <message>
      <source>this is a binary file, not a CSV text table</source>
      <translation>这是二进制文件，而不是 CSV 文本表格</translation>
    </message>
    <message>
      <source>does not decode as UTF-8, the encoding of the rows before it: the file mixes two text encodings; save it in one encoding (e.g. UTF-8)</source>
      <translation>无法按其前面各行所用的 UTF-8 编码解码：该文件混用了两种文本编码；请以同一种编码（例如 UTF-8）保存</translation>
    </message>
    <message>
      <source>a quote opens here and is never closed; the rest of the file would be one cell</source>
      <translation>此处的引号没有闭合；文件的其余部分将成为一个单元格</translation>
    </message>
    <message>
      <source>has {found} fields but the header has {expected} ({ragged} ragged rows in all); check the delimiter ('{delimiter}') and quoting</source>
      <translation>有 {found} 个字段，但标题行有 {expected} 个（共有 {ragged} 行字段数不一致）；请检查分隔符（“{delimiter}”）和引号</translation>
    </message>
    <message>
      <source>has {found} fields but the header has {expected}; check the delimiter ('{delimiter}') and quoting</source>
      <translation>有 {found} 个字段，但标题行有 {expected} 个；请检查分隔符（“{delimiter}”）和引号</translation>
    </message>
    <message>
      <source>{size:.0f} bytes</source>
      <translation>{size:.0f} 字节</translation>
    </message>
    <message>
      <source>bytes {bytes} cannot be decoded as {encoding}; choose another encoding</source>
      <translation>字节 {bytes} 无法按 {encoding} 解码；请选择另一种编码</translation>
    </message>
    <message>
      <source>space</source>
      <translation>空格</translation>
    </message>
    <message>
      <source>the file is {size} and reading it needs about {needed} of memory, but only {available} is free</source>
      <translation>文件大小为 {size}，读取它大约需要 {needed} 内存，但可用内存只有 {available}</translation>
    </message>
    <message>
      <source>sheet '{sheet}' is empty</source>
      <translation>工作表“{sheet}”为空</translation>
    </message>
    <message>
      <source>sheet '{sheet}' has a header row but no data rows</source>
      <translation>工作表“{sheet}”有标题行，但没有数据行</translation>
    </message>
    <message>
      <source>the file is not valid CSV ({error})</source>
      <translation>文件不是有效的 CSV（{error}）</translation>
    </message>
    <message>
      <source>unknown encoding '{encoding}'</source>
      <translation>未知的编码“{encoding}”</translation>
    </message>
    <message>
      <source>column '{column}': the value {value!r} cannot be written in the encoding {encoding} of the input; choose another format (e.g. --format xlsx)</source>
      <translation>列“{column}”：值 {value!r} 无法用输入文件的编码 {encoding} 写出；请选择其他格式（例如 --format xlsx）</translation>
    </message>
    <message>
      <source>give a table or a query, not both</source>
      <translation>请给出表或查询，不能同时给出</translation>
    </message>
    <message>
      <source>the query returned no columns</source>
      <translation>查询没有返回任何列</translation>
    </message>
    <message>
      <source>the table has no rows</source>
      <translation>该表没有数据行</translation>
    </message>
    <message>
      <source>the database refused: {error}</source>
      <translation>数据库拒绝了请求：{error}</translation>
    </message>
    <message>
      <source>Parquet and Feather files need the pyarrow package, which this installation does not include; save the table as CSV, Excel, SPSS or Stata, or install PrivDesk with pip</source>
      <translation>Parquet 和 Feather 文件需要 pyarrow 软件包，本安装不包含它；请将表另存为 CSV、Excel、SPSS 或 Stata，或用 pip 安装 PrivDesk</translation>
    </message>
    <message>
      <source>the SQLite file is damaged or cut short (SQLite: {error}); read a complete copy</source>
      <translation>SQLite 文件已损坏或不完整（SQLite：{error}）；请读取完整的副本</translation>
    </message>
    <message>
      <source>not a readable {kind} file ({error})</source>
      <translation>不是可读取的 {kind} 文件（{error}）</translation>
    </message>
    <message>
      <source>a date outside the years 1 to 9999 ({error})</source>
      <translation>日期超出 1 至 9999 年的范围（{error}）</translation>
    </message>
    <message>
      <source>not a database URL ({error}); write e.g. postgresql://user@host/database</source>
      <translation>不是数据库 URL（{error}）；请写成例如 postgresql://user@host/database</translation>
    </message>
    <message>
      <source>the database driver for {driver} is not installed here ({error}); install PrivDesk with pip, which brings the PostgreSQL driver, or the driver your database needs</source>
      <translation>此处未安装 {driver} 的数据库驱动（{error}）；请用 pip 安装 PrivDesk（自带 PostgreSQL 驱动），或安装您的数据库所需的驱动</translation>
    </message>
    <message>
      <source>cannot connect: {error}</source>
      <translation>无法连接：{error}</translation>
    </message>
    <message>
      <source>there is no table '{table}'; the tables are {tables}</source>
      <translation>没有名为“{table}”的表；现有的表为 {tables}</translation>
    </message>
    <message>
      <source>choose a table (--table); the database has {tables}</source>
      <translation>请选择一个表（--table）；数据库中有 {tables}</translation>
    </message>
    <message>
      <source>no tables</source>
      <translation>没有表</translation>
    </message>
    <message>
      <source>{file} ({format})</source>
      <translation>{file}（{format}）</translation>
    </message>
    <message>
      <source>{file} (CSV, encoding {encoding}, delimiter '{delimiter}')</source>
      <translation>{file}（CSV，编码 {encoding}，分隔符“{delimiter}”）</translation>
    </message>
    <message>
      <source>{file} ({format}, value labels kept for {columns})</source>
      <translation>{file}（{format}，保留了 {columns} 的值标签）</translation>
    </message>
    <message>
      <source>unknown release format '{format}'; choose one of {formats}</source>
      <translation>未知的发布格式“{format}”；请从 {formats} 中选择</translation>
    </message>
    <message>
      <source>cannot write the release as {format}: {error}</source>
      <translation>无法将发布数据写为 {format}：{error}</translation>
    </message>
    <message>
      <source>the query is empty; write one SELECT statement</source>
      <translation>查询为空；请写一条 SELECT 语句</translation>
    </message>
    <message>
      <source>the query must be one SELECT statement (or WITH … SELECT)</source>
      <translation>查询必须是一条 SELECT 语句（或 WITH … SELECT）</translation>
    </message>
    <message>
      <source>the query must be one SELECT statement; it holds several (separated by ;)</source>
      <translation>查询必须是一条 SELECT 语句；它含有多条语句（以 ; 分隔）</translation>
    </message>
    <message>
      <source>the query must be one SELECT statement (or WITH … SELECT), which only reads; it starts with {word}</source>
      <translation>查询必须是一条只读取数据的 SELECT 语句（或 WITH … SELECT）；它以 {word} 开头</translation>
    </message>
    <message>
      <source>the query must only read the database, but it holds {word}; write one SELECT statement (or WITH … SELECT)</source>
      <translation>查询只能读取数据库，但它含有 {word}；请写一条 SELECT 语句（或 WITH … SELECT）</translation>
    </message>
    <message>
      <source>is a folder, not a table file</source>
      <translation>是文件夹，而不是数据表文件</translation>
    </message>
    <message>
      <source>the workbook is encrypted (password-protected) or in the old .xls format; remove the password and save it as .xlsx</source>
      <translation>该工作簿已加密（受密码保护）或为旧的 .xls 格式；请移除密码并另存为 .xlsx</translation>
    </message>
    <message>
      <source>read sheet '{sheet}'; the workbook's other sheets, not read: {others}</source>
      <translation>已读取工作表“{sheet}”；该工作簿中未读取的其他工作表：{others}</translation>
    </message>
    <message>
      <source>the workbook has no worksheets</source>
      <translation>该工作簿中没有工作表</translation>
    </message>
    <message>
      <source>there is no sheet '{sheet}'; the sheets are {sheets}</source>
      <translation>没有名为“{sheet}”的工作表；现有工作表为：{sheets}</translation>
    </message>
    <message>
      <source>the workbook is encrypted (password-protected); remove the password first</source>
      <translation>该工作簿已加密（受密码保护）；请先移除密码</translation>
    </message>
    <message>
      <source>not a readable Excel .xlsx workbook ({kind}: {error})</source>
      <translation>不是可读取的 Excel .xlsx 工作簿（{kind}：{error}）</translation>
    </message>
    <message>
      <source>there is no sheet number {index}; the sheets are {sheets}</source>
      <translation>没有编号为 {index} 的工作表；现有工作表为：{sheets}</translation>
    </message>
    <message>
      <source>not a readable Excel workbook ({text})</source>
      <translation>不是可读取的 Excel 工作簿（{text}）</translation>
    </message>
    <message>
      <source>not a readable Excel .xls workbook ({error})</source>
      <translation>不是可读取的 Excel .xls 工作簿（{error}）</translation>
    </message>
    <message>
      <source>sheet '{sheet}', cell {cell} holds a formula with no saved value; open the file in Excel or LibreOffice and save it</source>
      <translation>工作表“{sheet}”的单元格 {cell} 包含没有已保存值的公式；请在 Excel 或 LibreOffice 中打开该文件并保存</translation>
    </message>
    <message>
      <source>success rate (%), 95 % interval</source>
      <translation>成功率（%），95% 区间</translation>
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
      <source>Singling out</source>
      <translation>单独识别</translation>
    </message>
    <message>
      <source>Linkability</source>
      <translation>可链接性</translation>
    </message>
    <message>
      <source>Attribute inference: {secret}</source>
      <translation>属性推断：{secret}</translation>
    </message>
    <message>
      <source>attack on the release</source>
      <translation>对发布数据的攻击</translation>
    </message>
    <message>
      <source>baseline (random guess)</source>
      <translation>基线（随机猜测）</translation>
    </message>
    <message>
      <source>what an attacker believed before</source>
      <translation>攻击者之前的判断</translation>
    </message>
    <message>
      <source>what they can believe after</source>
      <translation>之后可能的判断</translation>
    </message>
    <message>
      <source>possible belief after the release</source>
      <translation>发布之后可能的判断</translation>
    </message>
    <message>
      <source>ε = {epsilon:g}: odds move at most ×{factor:.3g}</source>
      <translation>ε = {epsilon:g}：胜算最多变化 ×{factor:.3g}</translation>
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
      <source>Entropy change EC (utility kept)</source>
      <translation>熵变化 EC（保留的效用）</translation>
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
      <source>Classification accuracy</source>
      <translation>分类准确率</translation>
    </message>
    <message>
      <source>share predicted correctly</source>
      <translation>预测正确的比例</translation>
    </message>
    <message>
      <source>Contingency table: change per cell</source>
      <translation>列联表：每个单元格的变化</translation>
    </message>
    <message>
      <source>no contingency table</source>
      <translation>无列联表</translation>
    </message>
    <message>
      <source>after − before (percentage points)</source>
      <translation>之后 − 之前（百分点）</translation>
    </message>
    <message>
      <source>no target chosen</source>
      <translation>未选择目标</translation>
    </message>
    <message>
      <source>{row} × {column}: change per cell</source>
      <translation>{row} × {column}：每个单元格的变化</translation>
    </message>
    <message>
      <source>ZeroR (most frequent class) {share:.1%}</source>
      <translation>ZeroR（最常见类别）{share:.1%}</translation>
    </message>
    <message>
      <source>How often an attacker who holds the original people's values succeeds against this release, measured as the anonymeter framework does (Giomi et al., PoPETs 2023): each attack is tried {attacks:,} times with the seed {seed}, so the figures can be repeated; the baseline attacker guesses without the release. An attack that succeeds about as often as its baseline tells the attacker nothing the baseline does not.</source>
      <translation>掌握原始人员取值的攻击者针对此发布数据的成功频率，按 anonymeter 框架（Giomi 等，PoPETs 2023）的方法衡量：每种攻击以种子 {seed} 尝试 {attacks:,} 次，因此结果可以重复；基线攻击者不借助发布数据进行猜测。成功率与基线相当的攻击，并不能让攻击者知道比基线更多的信息。</translation>
    </message>
    <message>
      <source>No attack test: it needs the original table, row for row with the release (an audit with --original).</source>
      <translation>无攻击测试：它需要与发布数据逐行对应的原始表（使用 --original 的审计）。</translation>
    </message>
    <message>
      <source>No attack test: {reason}.</source>
      <translation>无攻击测试：{reason}。</translation>
    </message>
    <message>
      <source>Columns the attacker knows</source>
      <translation>攻击者已知的列</translation>
    </message>
    <message>
      <source>Two external tables (linkability)</source>
      <translation>两张外部表（可链接性）</translation>
    </message>
    <message>
      <source>Motivated intruder</source>
      <translation>有动机的入侵者</translation>
    </message>
    <message>
      <source>People whose released row fits only them</source>
      <translation>发布记录只符合其本人的人</translation>
    </message>
    <message>
      <source>Best guess succeeds: prosecutor</source>
      <translation>最佳猜测成功率：检察官</translation>
    </message>
    <message>
      <source>Best guess succeeds: journalist</source>
      <translation>最佳猜测成功率：记者</translation>
    </message>
    <message>
      <source>Best guess succeeds: marketer</source>
      <translation>最佳猜测成功率：营销者</translation>
    </message>
    <message>
      <source>Attacker</source>
      <translation>攻击者</translation>
    </message>
    <message>
      <source>Success rate</source>
      <translation>成功率</translation>
    </message>
    <message>
      <source>95 % interval below</source>
      <translation>95% 区间下方长度</translation>
    </message>
    <message>
      <source>95 % interval above</source>
      <translation>95% 区间上方长度</translation>
    </message>
    <message>
      <source>lowest (95 %)</source>
      <translation>下限（95%）</translation>
    </message>
    <message>
      <source>highest (95 %)</source>
      <translation>上限（95%）</translation>
    </message>
    <message>
      <source>success rate, 95 % interval</source>
      <translation>成功率，95% 区间</translation>
    </message>
    <message>
      <source>classes smaller than k = {k}</source>
      <translation>小于 k = {k} 的等价类</translation>
    </message>
    <message>
      <source>classes of at least k = {k}</source>
      <translation>至少为 k = {k} 的等价类</translation>
    </message>
    <message>
      <source>Prosecutor (knows the person is in the table)</source>
      <translation>检察官（知道此人在表中）</translation>
    </message>
    <message>
      <source>Journalist (knows the person is in the population table)</source>
      <translation>记者（知道此人在总体表中）</translation>
    </message>
    <message>
      <source>Marketer (re-identifies as many records as possible)</source>
      <translation>营销者（重识别尽可能多的记录）</translation>
    </message>
    <message>
      <source>Population risk</source>
      <translation>总体风险</translation>
    </message>
    <message>
      <source>Sample uniqueness (share of records unique in the table)</source>
      <translation>样本唯一性（表中唯一记录的比例）</translation>
    </message>
    <message>
      <source>Attacker model</source>
      <translation>攻击者模型</translation>
    </message>
    <message>
      <source>Highest risk</source>
      <translation>最高风险</translation>
    </message>
    <message>
      <source>Average risk</source>
      <translation>平均风险</translation>
    </message>
    <message>
      <source>Records above the threshold</source>
      <translation>超过阈值的记录</translation>
    </message>
    <message>
      <source>Population size</source>
      <translation>总体人数</translation>
    </message>
    <message>
      <source>Sampling fraction</source>
      <translation>抽样比例</translation>
    </message>
    <message>
      <source>Population model</source>
      <translation>总体模型</translation>
    </message>
    <message>
      <source>none given: population uniqueness not estimated</source>
      <translation>未给出：未估计总体唯一性</translation>
    </message>
    <message>
      <source>Model chosen by Dankar's rule</source>
      <translation>Dankar 规则选择的模型</translation>
    </message>
    <message>
      <source>Estimators whose solver did not converge</source>
      <translation>求解器未收敛的估计量</translation>
    </message>
    <message>
      <source>Individual risk: expected re-identifications</source>
      <translation>个体风险：预期重识别数</translation>
    </message>
    <message>
      <source>k-map against the population table</source>
      <translation>相对总体表的 k-map</translation>
    </message>
    <message>
      <source>Population uniqueness ({estimator})</source>
      <translation>总体唯一性（{estimator}）</translation>
    </message>
    <message>
      <source>no valid estimate</source>
      <translation>无有效估计</translation>
    </message>
    <message>
      <source>k-map estimated: smallest class (needs {derived})</source>
      <translation>估计的 k-map：最小等价类（需要 {derived}）</translation>
    </message>
    <message>
      <source>Individual risk with weights '{column}': highest</source>
      <translation>个体风险（权重 '{column}'）：最高</translation>
    </message>
    <message>
      <source>Preset</source>
      <translation>预设</translation>
    </message>
    <message>
      <source>Before the search, the preset {preset} removed or coarsened what the detectors found; each row is one column it touched.</source>
      <translation>在搜索之前，预设 {preset} 删除或粗化了检测器发现的内容；每一行是它处理过的一列。</translation>
    </message>
    <message>
      <source>Column</source>
      <translation>列</translation>
    </message>
    <message>
      <source>Rule</source>
      <translation>规则</translation>
    </message>
    <message>
      <source>Values changed</source>
      <translation>改动的值</translation>
    </message>
    <message>
      <source>What it did, and why</source>
      <translation>做了什么，以及原因</translation>
    </message>
    <message>
      <source>Values changed in all</source>
      <translation>改动的值合计</translation>
    </message>
    <message>
      <source>Safe Harbor's second condition</source>
      <translation>安全港的第二个条件</translation>
    </message>
    <message>
      <source>Differential privacy: each release from this data set spends part of a budget ε (and δ). Spent amounts add up (sequential composition); a release that would exceed the budget is refused.</source>
      <translation>差分隐私：这个数据集的每次发布都花费预算 ε（和 δ）的一部分。花费的量会累加（顺序组合）；超出预算的发布会被拒绝。</translation>
    </message>
    <message>
      <source>No differentially private release has been recorded for this data set.</source>
      <translation>这个数据集还没有记录任何差分隐私发布。</translation>
    </message>
    <message>
      <source>The protection of this release rests on the privacy models of the sheet Privacy models.</source>
      <translation>本次发布的保护依赖于“隐私模型”工作表中的隐私模型。</translation>
    </message>
    <message>
      <source>Budget (total ε, δ)</source>
      <translation>预算（总 ε、δ）</translation>
    </message>
    <message>
      <source>Spent (ε, δ)</source>
      <translation>已花费（ε、δ）</translation>
    </message>
    <message>
      <source>Left (ε, δ)</source>
      <translation>剩余（ε、δ）</translation>
    </message>
    <message>
      <source>Releases</source>
      <translation>发布记录</translation>
    </message>
    <message>
      <source>Release</source>
      <translation>发布</translation>
    </message>
    <message>
      <source>When</source>
      <translation>时间</translation>
    </message>
    <message>
      <source>Mechanism</source>
      <translation>机制</translation>
    </message>
    <message>
      <source>Parameters</source>
      <translation>参数</translation>
    </message>
    <message>
      <source>Composition: zCDP — the ρ of the Gaussian releases add up (Σρ = {rho:.6g}) and are converted to (ε, δ) once, at the δ left.</source>
      <translation>组合方式：zCDP——各次高斯发布的 ρ 相加（Σρ = {rho:.6g}），并在剩余的 δ 下一次性换算为 (ε, δ)。</translation>
    </message>
    <message>
      <source>What ε means: for any one person, whether their record is in the data or not changes the probability of any result by at most a factor e^ε (e^{epsilon:g} = {factor:.3g} for the ε spent).</source>
      <translation>ε 的含义：对任何一个人而言，其记录是否在数据中，最多使任何结果的概率改变 e^ε 倍（按已花费的 ε，e^{epsilon:g} = {factor:.3g}）。</translation>
    </message>
    <message>
      <source>Suppressed cells</source>
      <translation>被抑制的单元格</translation>
    </message>
    <message>
      <source>Cells released as * instead of their value. Records the search could not keep were recoded: only some of their cells were suppressed, so the rest of each record stays usable. The records that could still not be kept are suppressed whole.</source>
      <translation>以 * 代替其值发布的单元格。搜索无法保留的记录已被重编码：只抑制了其中部分单元格，因此每条记录的其余部分仍然可用。仍无法保留的记录被整条抑制。</translation>
    </message>
    <message>
      <source>Records kept by suppressing single cells</source>
      <translation>通过抑制单个单元格而保留的记录</translation>
    </message>
    <message>
      <source>Records suppressed whole</source>
      <translation>被整条抑制的记录</translation>
    </message>
    <message>
      <source>Recoding rounds</source>
      <translation>重编码轮数</translation>
    </message>
    <message>
      <source>Cells of records suppressed whole</source>
      <translation>整条抑制记录中的单元格</translation>
    </message>
    <message>
      <source>Cells suppressed one by one</source>
      <translation>逐个抑制的单元格</translation>
    </message>
    <message>
      <source>Cells suppressed</source>
      <translation>被抑制的单元格数</translation>
    </message>
    <message>
      <source>Share of the column</source>
      <translation>占该列的比例</translation>
    </message>
    <message>
      <source>With * read as its own value every class, records of all rounds together, meets the run's privacy models (the Verdict re-checks them); read as "any value" (a wildcard) each record matches at least as many records.</source>
      <translation>将 * 视为一个独立的值时，每个等价类（包括各轮放回的全部记录）都满足本次运行的隐私模型（“结论”会重新检查）；将其视为“任意值”（通配符）时，每条记录匹配的记录至少同样多。</translation>
    </message>
    <message>
      <source>The recoded release did not pass the re-check, so the records over the limit were suppressed whole instead.</source>
      <translation>重编码后的发布未通过重新检查，因此超出限制的记录改为整条抑制。</translation>
    </message>
    <message>
      <source>Is the release still useful?</source>
      <translation>发布数据是否仍然有用？</translation>
    </message>
    <message>
      <source>Summary statistics before → after</source>
      <translation>汇总统计量（之前 → 之后）</translation>
    </message>
    <message>
      <source>values before</source>
      <translation>之前的值数</translation>
    </message>
    <message>
      <source>values after</source>
      <translation>之后的值数</translation>
    </message>
    <message>
      <source>distinct before</source>
      <translation>之前的不同值</translation>
    </message>
    <message>
      <source>distinct after</source>
      <translation>之后的不同值</translation>
    </message>
    <message>
      <source>mean before</source>
      <translation>之前的均值</translation>
    </message>
    <message>
      <source>mean after</source>
      <translation>之后的均值</translation>
    </message>
    <message>
      <source>mean at least</source>
      <translation>均值下限</translation>
    </message>
    <message>
      <source>mean at most</source>
      <translation>均值上限</translation>
    </message>
    <message>
      <source>sd before</source>
      <translation>之前的标准差</translation>
    </message>
    <message>
      <source>sd after</source>
      <translation>之后的标准差</translation>
    </message>
    <message>
      <source>median before</source>
      <translation>之前的中位数</translation>
    </message>
    <message>
      <source>median after</source>
      <translation>之后的中位数</translation>
    </message>
    <message>
      <source>mode before</source>
      <translation>之前的众数</translation>
    </message>
    <message>
      <source>mode after</source>
      <translation>之后的众数</translation>
    </message>
    <message>
      <source>accuracy, original</source>
      <translation>准确率（原始数据）</translation>
    </message>
    <message>
      <source>accuracy, release</source>
      <translation>准确率（发布数据）</translation>
    </message>
    <message>
      <source>accuracy, ZeroR</source>
      <translation>准确率（ZeroR）</translation>
    </message>
    <message>
      <source>average error, original</source>
      <translation>平均误差（原始数据）</translation>
    </message>
    <message>
      <source>average error, release</source>
      <translation>平均误差（发布数据）</translation>
    </message>
    <message>
      <source>Brier score, original</source>
      <translation>Brier 分数（原始数据）</translation>
    </message>
    <message>
      <source>Brier score, release</source>
      <translation>Brier 分数（发布数据）</translation>
    </message>
    <message>
      <source>class</source>
      <translation>类别</translation>
    </message>
    <message>
      <source>rows</source>
      <translation>行数</translation>
    </message>
    <message>
      <source>sensitivity, original</source>
      <translation>灵敏度（原始数据）</translation>
    </message>
    <message>
      <source>sensitivity, release</source>
      <translation>灵敏度（发布数据）</translation>
    </message>
    <message>
      <source>specificity, original</source>
      <translation>特异度（原始数据）</translation>
    </message>
    <message>
      <source>specificity, release</source>
      <translation>特异度（发布数据）</translation>
    </message>
    <message>
      <source>AUC, original</source>
      <translation>AUC（原始数据）</translation>
    </message>
    <message>
      <source>AUC, release</source>
      <translation>AUC（发布数据）</translation>
    </message>
    <message>
      <source>A generalized value stands for the original values it covers (by its hierarchy, its text or its range); its midpoint enters the mean, standard deviation and quantiles, its bounds the range of the mean. Suppressed cells (*) are {how}. TVD and KL compare the distributions over the original values.</source>
      <translation>泛化后的值代表它所覆盖的原始值（依据其层次结构、文本或范围）；其中点用于计算均值、标准差和分位数，其上下界给出均值的范围。被抑制的单元格（*）{how}。TVD 和 KL 在原始值上比较分布。</translation>
    </message>
    <message>
      <source>Contingency table of {row} and {column}</source>
      <translation>{row} 与 {column} 的列联表</translation>
    </message>
    <message>
      <source>Largest change of a cell: {change:.2%} of all rows.</source>
      <translation>单元格最大变化：占全部行的 {change:.2%}。</translation>
    </message>
    <message>
      <source>Predicting {target}: {folds}-fold cross-validation over {rows:,} rows, the same folds for both tables</source>
      <translation>预测 {target}：对 {rows:,} 行做 {folds} 折交叉验证，两个表使用相同的折</translation>
    </message>
    <message>
      <source>included, standing for every value</source>
      <translation>被计入，代表所有取值</translation>
    </message>
    <message>
      <source>left out</source>
      <translation>被排除</translation>
    </message>
    <message>
      <source>{classifier}: each class against the rest</source>
      <translation>{classifier}：每个类别对其余类别</translation>
    </message>
    <message>
      <source>secret key file not found</source>
      <translation>找不到私钥文件</translation>
    </message>
    <message>
      <source>cannot read the secret key file: {reason}</source>
      <translation>无法读取私钥文件：{reason}</translation>
    </message>
    <message>
      <source>is too large to be a secret key file</source>
      <translation>太大，不可能是私钥文件</translation>
    </message>
    <message>
      <source>public key file not found</source>
      <translation>找不到公钥文件</translation>
    </message>
    <message>
      <source>cannot read the public key file: {reason}</source>
      <translation>无法读取公钥文件：{reason}</translation>
    </message>
    <message>
      <source>is too large to be a public key file</source>
      <translation>太大，不可能是公钥文件</translation>
    </message>
    <message>
      <source>the passphrase holds a line break or NUL character</source>
      <translation>口令中含有换行符或 NUL 字符</translation>
    </message>
    <message>
      <source>the key's owner name is empty</source>
      <translation>密钥所有者名称为空</translation>
    </message>
    <message>
      <source>the key's owner name holds a control character or parenthesis</source>
      <translation>密钥所有者名称中含有控制字符或括号</translation>
    </message>
    <message>
      <source>the key's owner name is longer than 200 bytes</source>
      <translation>密钥所有者名称超过 200 字节</translation>
    </message>
    <message>
      <source>the key pair has no sealed secret key; give a passphrase</source>
      <translation>密钥对中没有加密的私钥；请提供口令</translation>
    </message>
    <message>
      <source>is not a minisign secret key file</source>
      <translation>不是 minisign 私钥文件</translation>
    </message>
    <message>
      <source>wrong passphrase for this secret key (its checksum does not match)</source>
      <translation>此私钥的口令错误（校验和不匹配）</translation>
    </message>
    <message>
      <source>the secret key is damaged (its public half does not match its seed)</source>
      <translation>私钥已损坏（其公钥部分与种子不匹配）</translation>
    </message>
    <message>
      <source>is a secret key; give the public key (.pub)</source>
      <translation>是私钥；请提供公钥（.pub）</translation>
    </message>
    <message>
      <source>is not a minisign public key</source>
      <translation>不是 minisign 公钥</translation>
    </message>
    <message>
      <source>is not a file</source>
      <translation>不是文件</translation>
    </message>
    <message>
      <source>is a public key; give the secret key file</source>
      <translation>是公钥；请提供私钥文件</translation>
    </message>
    <message>
      <source>the secret key is encrypted; a passphrase is needed</source>
      <translation>私钥已加密；需要提供口令</translation>
    </message>
    <message>
      <source>public key file not found (nor is it a base64 public key)</source>
      <translation>找不到公钥文件（它也不是 base64 公钥）</translation>
    </message>
    <message>
      <source>unusable scrypt limits (opslimit {opslimit}, memlimit {memlimit}: N={n}, r={r}, p={p})</source>
      <translation>scrypt 限制参数不可用（opslimit {opslimit}，memlimit {memlimit}：N={n}，r={r}，p={p}）</translation>
    </message>
    <message>
      <source>the passphrase is longer than {limit} bytes (minisign's limit)</source>
      <translation>口令超过 {limit} 字节（minisign 的上限）</translation>
    </message>
    <message>
      <source>unsupported signature algorithm {algorithm!r} in the secret key</source>
      <translation>私钥中的签名算法 {algorithm!r} 不受支持</translation>
    </message>
    <message>
      <source>unsupported checksum {checksum!r} in the secret key</source>
      <translation>私钥中的校验和 {checksum!r} 不受支持</translation>
    </message>
    <message>
      <source>unsupported signature algorithm {algorithm!r} in the public key</source>
      <translation>公钥中的签名算法 {algorithm!r} 不受支持</translation>
    </message>
    <message>
      <source>cannot derive the key from the passphrase: {error}</source>
      <translation>无法从口令派生密钥：{error}</translation>
    </message>
    <message>
      <source>cannot write the key pair: {reason}</source>
      <translation>无法写入密钥对：{reason}</translation>
    </message>
    <message>
      <source>unsupported key derivation {derivation!r} in the secret key</source>
      <translation>私钥中的密钥派生方式 {derivation!r} 不受支持</translation>
    </message>
    <message>
      <source>the signature file is not in minisign's format (four lines: untrusted comment, signature, trusted comment, global signature)</source>
      <translation>签名文件不是 minisign 格式（应为四行：不受信任的注释、签名、受信任的注释、全局签名）</translation>
    </message>
    <message>
      <source>the signature file is damaged (a signature line is not valid base64 of the right length)</source>
      <translation>签名文件已损坏（某一签名行不是长度正确的有效 base64）</translation>
    </message>
    <message>
      <source>is a folder, not a file</source>
      <translation>是文件夹，而不是文件</translation>
    </message>
    <message>
      <source>a trusted comment key may hold only letters, digits, '_', '.' and '-'</source>
      <translation>受信任注释的键名只能包含字母、数字、'_'、'.' 和 '-'</translation>
    </message>
    <message>
      <source>the file does not match its signature: it was changed after signing, or the signature is of another file</source>
      <translation>文件与其签名不匹配：文件在签名后被更改过，或者该签名属于另一个文件</translation>
    </message>
    <message>
      <source>the trusted comment was changed after signing (its global signature does not verify)</source>
      <translation>受信任的注释在签名后被更改过（其全局签名验证未通过）</translation>
    </message>
    <message>
      <source>signature file not found</source>
      <translation>找不到签名文件</translation>
    </message>
    <message>
      <source>the trusted comment is longer than {limit} bytes (minisign's limit)</source>
      <translation>受信任的注释超过 {limit} 字节（minisign 的上限）</translation>
    </message>
    <message>
      <source>legacy (not prehashed) signature, and legacy signatures are not allowed</source>
      <translation>旧式（未预哈希）签名，且不允许使用旧式签名</translation>
    </message>
    <message>
      <source>signed with key {key_id}, but the trusted public key is {trusted_key_id}</source>
      <translation>由密钥 {key_id} 签名，但受信任的公钥是 {trusted_key_id}</translation>
    </message>
    <message>
      <source>the trusted comment value of '{key}' holds a tab, line break or NUL</source>
      <translation>受信任注释中“{key}”的值含有制表符、换行符或 NUL</translation>
    </message>
    <message>
      <source>cannot write the signature: {reason}</source>
      <translation>无法写入签名：{reason}</translation>
    </message>
    <message>
      <source>unsupported signature algorithm {algorithm!r}</source>
      <translation>签名算法 {algorithm!r} 不受支持</translation>
    </message>
    <message>
      <source>cannot read the signature file: {reason}</source>
      <translation>无法读取签名文件：{reason}</translation>
    </message>
    <message>
      <source>PrivDesk audit report</source>
      <translation>PrivDesk 审计报告</translation>
    </message>
    <message>
      <source>Summary</source>
      <translation>摘要</translation>
    </message>
    <message>
      <source>Configuration</source>
      <translation>配置</translation>
    </message>
    <message>
      <source>Attributes and hierarchies</source>
      <translation>属性与泛化层次</translation>
    </message>
    <message>
      <source>Risk</source>
      <translation>风险</translation>
    </message>
    <message>
      <source>Equivalence classes</source>
      <translation>等价类</translation>
    </message>
    <message>
      <source>Charts</source>
      <translation>图表</translation>
    </message>
    <message>
      <source>Usefulness</source>
      <translation>可用性</translation>
    </message>
    <message>
      <source>Provenance</source>
      <translation>来源信息</translation>
    </message>
    <message>
      <source>Released data</source>
      <translation>发布数据</translation>
    </message>
    <message>
      <source>{sheet}: the released table ({rows:,} rows) is left out of the printout; it is in the workbook.</source>
      <translation>{sheet}：发布的数据表（{rows:,} 行）不打印；它在工作簿中。</translation>
    </message>
    <message>
      <source>Sheet</source>
      <translation>工作表</translation>
    </message>
    <message>
      <source>PASS</source>
      <translation>通过</translation>
    </message>
    <message>
      <source>FAIL</source>
      <translation>未通过</translation>
    </message>
    <message>
      <source>yes</source>
      <translation>是</translation>
    </message>
    <message>
      <source>no</source>
      <translation>否</translation>
    </message>
    <message>
      <source>—</source>
      <translation>—</translation>
    </message>
    <message>
      <source>∞ (no finite value)</source>
      <translation>∞（无有限值）</translation>
    </message>
    <message>
      <source>Not available: no original table was given.</source>
      <translation>不可用：未提供原始表。</translation>
    </message>
    <message>
      <source>not signed</source>
      <translation>未签名</translation>
    </message>
    <message>
      <source>{shown}, … ({count:,} in all)</source>
      <translation>{shown}，…（共 {count:,} 个）</translation>
    </message>
    <message>
      <source>anonymization with PrivDesk</source>
      <translation>使用 PrivDesk 进行匿名化</translation>
    </message>
    <message>
      <source>audit of a release made elsewhere</source>
      <translation>审计在其他地方生成的发布数据</translation>
    </message>
    <message>
      <source>about 1 in {n:,}</source>
      <translation>约 {n:,} 分之一</translation>
    </message>
    <message>
      <source>optimal</source>
      <translation>最优搜索</translation>
    </message>
    <message>
      <source>mondrian</source>
      <translation>Mondrian</translation>
    </message>
    <message>
      <source>greedy-msa</source>
      <translation>贪心 (αij,k,m)</translation>
    </message>
    <message>
      <source>differential privacy (SafePub)</source>
      <translation>差分隐私（SafePub）</translation>
    </message>
    <message>
      <source>heuristic</source>
      <translation>启发式</translation>
    </message>
    <message>
      <source>automatic</source>
      <translation>自动</translation>
    </message>
    <message>
      <source>Verdict on this release ({kind})</source>
      <translation>对此发布数据的结论（{kind}）</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>结果</translation>
    </message>
    <message>
      <source>Check</source>
      <translation>检查项</translation>
    </message>
    <message>
      <source>What it means</source>
      <translation>含义</translation>
    </message>
    <message>
      <source>Overall: {result}</source>
      <translation>总体：{result}</translation>
    </message>
    <message>
      <source>The release passes all {total} checks above (for a {model} release).</source>
      <translation>发布数据通过了上述全部 {total} 项检查（按{model}发布）。</translation>
    </message>
    <message>
      <source>The release fails {failed} of {total} checks (for a {model} release): do not publish it as it is.</source>
      <translation>发布数据在 {total} 项检查中有 {failed} 项未通过（按{model}发布）：请勿按原样发布。</translation>
    </message>
    <message>
      <source>Key figures</source>
      <translation>关键数据</translation>
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
      <source>Details</source>
      <translation>详情</translation>
    </message>
    <message>
      <source>Records in the release</source>
      <translation>发布数据中的记录</translation>
    </message>
    <message>
      <source>Persons in the release</source>
      <translation>发布数据中的人数</translation>
    </message>
    <message>
      <source>person key '{person}': every group, risk and model counts persons, not rows</source>
      <translation>患者标识 '{person}'：所有等价类、风险和模型均按人而非按行计数</translation>
    </message>
    <message>
      <source>Persons suppressed with all their rows</source>
      <translation>连同其所有行被抑制的人数</translation>
    </message>
    <message>
      <source>{share:.2%} of the persons</source>
      <translation>占人数的 {share:.2%}</translation>
    </message>
    <message>
      <source>Records suppressed (left out of every group)</source>
      <translation>被抑制的记录（不属于任何组）</translation>
    </message>
    <message>
      <source>{share:.2%} of the records</source>
      <translation>占记录的 {share:.2%}</translation>
    </message>
    <message>
      <source>Groups of look-alike records (equivalence classes)</source>
      <translation>相似记录组（等价类）</translation>
    </message>
    <message>
      <source>smallest {smallest:,}, average {average:,.1f}, largest {largest:,} records</source>
      <translation>最小 {smallest:,}，平均 {average:,.1f}，最大 {largest:,} 条记录</translation>
    </message>
    <message>
      <source>Smallest group (achieved k)</source>
      <translation>最小组（实际达到的 k）</translation>
    </message>
    <message>
      <source>Average re-identification risk</source>
      <translation>平均重识别风险</translation>
    </message>
    <message>
      <source>Records above the risk threshold</source>
      <translation>超过风险阈值的记录</translation>
    </message>
    <message>
      <source>Overall privacy level PL</source>
      <translation>总体隐私水平 PL</translation>
    </message>
    <message>
      <source>0 = fully protected, 1 = fully exposed</source>
      <translation>0 = 完全受保护，1 = 完全暴露</translation>
    </message>
    <message>
      <source>Information loss (score of the utility metric "{metric}")</source>
      <translation>信息损失（效用指标“{metric}”的得分）</translation>
    </message>
    <message>
      <source>Algorithm</source>
      <translation>算法</translation>
    </message>
    <message>
      <source>Generalization levels used</source>
      <translation>使用的泛化层级</translation>
    </message>
    <message>
      <source>Signing key</source>
      <translation>签名密钥</translation>
    </message>
    <message>
      <source>Report id</source>
      <translation>报告 ID</translation>
    </message>
    <message>
      <source>What the other sheets hold</source>
      <translation>其他工作表的内容</translation>
    </message>
    <message>
      <source>Contents</source>
      <translation>内容</translation>
    </message>
    <message>
      <source>The settings of the run: data source, roles, privacy models, algorithm, suppression limit and risk settings.</source>
      <translation>本次运行的设置：数据源、角色、隐私模型、算法、抑制上限和风险设置。</translation>
    </message>
    <message>
      <source>Per quasi-identifier the generalization level used and which original value became which released value.</source>
      <translation>每个准标识符所使用的泛化层级，以及哪个原始值变成了哪个发布值。</translation>
    </message>
    <message>
      <source>The privacy models required, the parameters the release achieves and its smallest groups.</source>
      <translation>要求的隐私模型、发布数据实际达到的参数及其最小的组。</translation>
    </message>
    <message>
      <source>The rules of the preset applied before the search: which column each touched, how many values it changed and why.</source>
      <translation>搜索之前应用的预设规则：每条规则处理了哪一列、改动了多少个值以及原因。</translation>
    </message>
    <message>
      <source>Privacy level, disclosure and identification risk per attribute, utility and entropy figures.</source>
      <translation>各属性的隐私水平、泄露风险和识别风险，以及效用和熵数据。</translation>
    </message>
    <message>
      <source>Re-identification risk per record, by band, against the threshold.</source>
      <translation>每条记录的重识别风险，按区间划分，并与阈值比较。</translation>
    </message>
    <message>
      <source>How many groups of look-alike records have each size.</source>
      <translation>每种大小的相似记录组各有多少个。</translation>
    </message>
    <message>
      <source>Whether the release still answers questions: statistics before and after, a contingency table, classifiers against guessing.</source>
      <translation>发布数据是否仍能回答问题：之前与之后的统计量、一张列联表、分类器与猜测的对比。</translation>
    </message>
    <message>
      <source>Per column, the cells released as * instead of their value: of records suppressed whole and suppressed one by one.</source>
      <translation>按列列出以 * 代替原值发布的单元格：所属记录被整条隐匿的，以及被逐个隐匿的。</translation>
    </message>
    <message>
      <source>The figures of this report as charts, with the numbers each shows beside it.</source>
      <translation>本报告的图表，每个图表所示的数字列在其旁边。</translation>
    </message>
    <message>
      <source>How often three standard attacks (singling out, linkability, attribute inference) succeed on the release compared with guessing, and who is alone in their released group.</source>
      <translation>三种标准攻击（单独识别、可链接性、属性推断）在发布数据上相对于猜测的成功频率，以及谁在其发布分组中独自一人。</translation>
    </message>
    <message>
      <source>Differentially private releases from this data set: ε and δ of each, the mechanism, and the budget spent and left.</source>
      <translation>这个数据集的差分隐私发布：每次的 ε 和 δ、所用机制，以及已花费和剩余的预算。</translation>
    </message>
    <message>
      <source>Fingerprints (SHA-256) of the files, software version, time, operator and signing key.</source>
      <translation>文件的指纹（SHA-256）、软件版本、时间、操作人和签名密钥。</translation>
    </message>
    <message>
      <source>The released table itself.</source>
      <translation>发布表本身。</translation>
    </message>
    <message>
      <source>Printed, the report leaves out listings of data ({sheets}: the released table, the values of each attribute); they are in the workbook.</source>
      <translation>打印时，报告不包含数据清单（{sheets}：发布的数据表、各属性的取值）；它们在工作簿中。</translation>
    </message>
    <message>
      <source>Every sensitivity level of the sensitive attributes stays below its share limit in every group.</source>
      <translation>敏感属性的每个敏感等级在每个组中的占比都低于其占比上限。</translation>
    </message>
    <message>
      <source>For a {model} release the re-identification risk is {risk:.2%} ({one_in}); the accepted limit is {threshold:.2%} ({limit_one_in}). {at_risk:.2%} of the records are above the limit.</source>
      <translation>对于{model}发布，重识别风险为 {risk:.2%}（{one_in}）；可接受的上限为 {threshold:.2%}（{limit_one_in}）。有 {at_risk:.2%} 的记录超过该上限。</translation>
    </message>
    <message>
      <source>A column released unchanged that looks like a direct identifier names or singles out people by itself; it was kept on purpose and must be justified before publishing.</source>
      <translation>被原样发布且看起来像直接标识符的列本身就能指名或单独识别某人；它是被有意保留的，发布前必须说明理由。</translation>
    </message>
    <message>
      <source>A column released unchanged that looks like a direct identifier names or singles out people by itself: drop, mask or pseudonymize it.</source>
      <translation>被原样发布且看起来像直接标识符的列本身就能指名或单独识别某人：请删除、掩码或假名化该列。</translation>
    </message>
    <message>
      <source>WARNING</source>
      <translation>警告</translation>
    </message>
    <message>
      <source>the sensitive attribute</source>
      <translation>敏感属性</translation>
    </message>
    <message>
      <source>Configuration of the run</source>
      <translation>运行配置</translation>
    </message>
    <message>
      <source>Setting</source>
      <translation>设置</translation>
    </message>
    <message>
      <source>Data source</source>
      <translation>数据来源</translation>
    </message>
    <message>
      <source>Original data file</source>
      <translation>原始数据文件</translation>
    </message>
    <message>
      <source>Released data file</source>
      <translation>发布数据文件</translation>
    </message>
    <message>
      <source>Project file</source>
      <translation>项目文件</translation>
    </message>
    <message>
      <source>Rows in the release</source>
      <translation>发布数据的行数</translation>
    </message>
    <message>
      <source>Person key (every figure counts persons)</source>
      <translation>患者标识（所有数字按人计数）</translation>
    </message>
    <message>
      <source>Free text redacted</source>
      <translation>已脱敏的自由文本</translation>
    </message>
    <message>
      <source>Columns of the release</source>
      <translation>发布数据的列</translation>
    </message>
    <message>
      <source>Quasi-identifiers</source>
      <translation>准标识符</translation>
    </message>
    <message>
      <source>Sensitive attributes</source>
      <translation>敏感属性</translation>
    </message>
    <message>
      <source>Attributes, roles and types</source>
      <translation>属性、角色和类型</translation>
    </message>
    <message>
      <source>Attribute</source>
      <translation>属性</translation>
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
      <source>Identifier rule</source>
      <translation>标识符处理规则</translation>
    </message>
    <message>
      <source>free text (redacted)</source>
      <translation>自由文本（已脱敏）</translation>
    </message>
    <message>
      <source>Columns released unchanged</source>
      <translation>原样发布的列</translation>
    </message>
    <message>
      <source>Their values are in the release as they are in the input: sensitive and insensitive columns, and those kept deliberately although they look like identifiers.</source>
      <translation>这些列的值按输入原样发布：敏感属性、非敏感列，以及虽像标识符但被有意保留的列。</translation>
    </message>
    <message>
      <source>Names, ID and phone numbers, addresses, dates … found inside the cells of these columns were replaced by their kind ({labels}); the rest of each sentence is kept.</source>
      <translation>在这些列的单元格中找到的姓名、证件号和电话号码、地址、日期等已替换为其类别（{labels}）；句子的其余部分保留。</translation>
    </message>
    <message>
      <source>Found inside the cells</source>
      <translation>在单元格中找到</translation>
    </message>
    <message>
      <source>Spans replaced</source>
      <translation>替换的片段</translation>
    </message>
    <message>
      <source>Cells changed</source>
      <translation>改动的单元格</translation>
    </message>
    <message>
      <source>drop</source>
      <translation>删除</translation>
    </message>
    <message>
      <source>keep</source>
      <translation>保留</translation>
    </message>
    <message>
      <source>keep_first</source>
      <translation>保留开头字符</translation>
    </message>
    <message>
      <source>keep_last</source>
      <translation>保留末尾字符</translation>
    </message>
    <message>
      <source>pseudonym</source>
      <translation>假名</translation>
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
      <source>No privacy model was required.</source>
      <translation>未要求任何隐私模型。</translation>
    </message>
    <message>
      <source>Utility metric</source>
      <translation>效用指标</translation>
    </message>
    <message>
      <source>{metric} — {name}</source>
      <translation>{metric} — {name}</translation>
    </message>
    <message>
      <source>Suppression limit (share of records that may be left out)</source>
      <translation>抑制上限（允许剔除的记录占比）</translation>
    </message>
    <message>
      <source>Lowest generalization levels allowed</source>
      <translation>允许的最低泛化层级</translation>
    </message>
    <message>
      <source>Highest generalization levels allowed</source>
      <translation>允许的最高泛化层级</translation>
    </message>
    <message>
      <source>Attribute weights</source>
      <translation>属性权重</translation>
    </message>
    <message>
      <source>Mondrian split</source>
      <translation>Mondrian 划分规则</translation>
    </message>
    <message>
      <source>Leftover records</source>
      <translation>剩余记录</translation>
    </message>
    <message>
      <source>Generalization levels chosen</source>
      <translation>选定的泛化层级</translation>
    </message>
    <message>
      <source>Transformations in the search lattice / evaluated</source>
      <translation>搜索格中的变换数 / 已评估数</translation>
    </message>
    <message>
      <source>{size:,} / {evaluated:,}</source>
      <translation>{size:,} / {evaluated:,}</translation>
    </message>
    <message>
      <source>How close to the best possible</source>
      <translation>与可能的最佳结果的差距</translation>
    </message>
    <message>
      <source>Run time (seconds)</source>
      <translation>运行时间（秒）</translation>
    </message>
    <message>
      <source>Risk settings</source>
      <translation>风险设置</translation>
    </message>
    <message>
      <source>Release model</source>
      <translation>发布模式</translation>
    </message>
    <message>
      <source>Generalization hierarchies</source>
      <translation>泛化层次</translation>
    </message>
    <message>
      <source>Levels</source>
      <translation>层级</translation>
    </message>
    <message>
      <source>Values</source>
      <translation>值</translation>
    </message>
    <message>
      <source>Built by</source>
      <translation>构建方式</translation>
    </message>
    <message>
      <source>Sensitivity levels</source>
      <translation>敏感等级</translation>
    </message>
    <message>
      <source>Level</source>
      <translation>等级</translation>
    </message>
    <message>
      <source>Share limit α</source>
      <translation>占比上限 α</translation>
    </message>
    <message>
      <source>Other settings</source>
      <translation>其他设置</translation>
    </message>
    <message>
      <source>level {level}</source>
      <translation>层级 {level}</translation>
    </message>
    <message>
      <source>Attributes and hierarchies: what each quasi-identifier became</source>
      <translation>属性和泛化层次：各准标识符变成了什么</translation>
    </message>
    <message>
      <source>Not available: the release was made elsewhere, so the levels and values applied are unknown.</source>
      <translation>不可用：该发布数据是在别处生成的，因此不知道所采用的层级和值。</translation>
    </message>
    <message>
      <source>Overview</source>
      <translation>概览</translation>
    </message>
    <message>
      <source>Level used</source>
      <translation>所用层级</translation>
    </message>
    <message>
      <source>Hierarchy</source>
      <translation>泛化层次</translation>
    </message>
    <message>
      <source>Distinct values before</source>
      <translation>匿名化前的不同值数</translation>
    </message>
    <message>
      <source>Distinct values after</source>
      <translation>匿名化后的不同值数</translation>
    </message>
    <message>
      <source>Value pairs</source>
      <translation>值对</translation>
    </message>
    <message>
      <source>{level} of {height}</source>
      <translation>{level}（共 {height} 层）</translation>
    </message>
    <message>
      <source>varies by record</source>
      <translation>因记录而异</translation>
    </message>
    <message>
      <source>{attribute}: level {level}</source>
      <translation>{attribute}：层级 {level}</translation>
    </message>
    <message>
      <source>{attribute}</source>
      <translation>{attribute}</translation>
    </message>
    <message>
      <source>Original value</source>
      <translation>原始值</translation>
    </message>
    <message>
      <source>Released value</source>
      <translation>发布值</translation>
    </message>
    <message>
      <source>Records were suppressed: their values show as '*', which the distinct values after count as one value.</source>
      <translation>有记录被抑制：其取值显示为 '*'，“之后的不同取值数”把它算作一个取值。</translation>
    </message>
    <message>
      <source>The value listings below ({rows:,} rows) are left out of the printout; they are in the workbook.</source>
      <translation>下方的取值清单（{rows:,} 行）不打印；它们在工作簿中。</translation>
    </message>
    <message>
      <source>Only the first {shown:,} of {total:,} value pairs are listed here (the report record keeps {shown:,} per attribute).</source>
      <translation>此处仅列出 {total:,} 个值对中的前 {shown:,} 个（报告记录中每个属性保留 {shown:,} 个）。</translation>
    </message>
    <message>
      <source>Levels used (records per level): {levels}</source>
      <translation>所用层级（各层级的记录数）：{levels}</translation>
    </message>
    <message>
      <source>table (imported or typed in)</source>
      <translation>显式表（导入或手动输入）</translation>
    </message>
    <message>
      <source>generated: {kind}</source>
      <translation>自动生成：{kind}</translation>
    </message>
    <message>
      <source>{count} groups</source>
      <translation>{count} 个分组</translation>
    </message>
    <message>
      <source>groups per level: {counts}</source>
      <translation>各层级的分组数：{counts}</translation>
    </message>
    <message>
      <source>Privacy models: what the release achieves</source>
      <translation>隐私模型：发布数据达到的水平</translation>
    </message>
    <message>
      <source>Requirements</source>
      <translation>要求</translation>
    </message>
    <message>
      <source>Requirement</source>
      <translation>要求</translation>
    </message>
    <message>
      <source>Required</source>
      <translation>要求值</translation>
    </message>
    <message>
      <source>Achieved</source>
      <translation>实际值</translation>
    </message>
    <message>
      <source>No privacy model was required; the achieved parameters are listed below.</source>
      <translation>未要求任何隐私模型；下面列出了实际达到的参数。</translation>
    </message>
    <message>
      <source>The whole release</source>
      <translation>整个发布数据</translation>
    </message>
    <message>
      <source>Worst class</source>
      <translation>最差的等价类</translation>
    </message>
    <message>
      <source>k (k-anonymity)</source>
      <translation>k（k-匿名）</translation>
    </message>
    <message>
      <source>size of the smallest class</source>
      <translation>最小等价类的大小</translation>
    </message>
    <message>
      <source>Suppressed records</source>
      <translation>被抑制的记录</translation>
    </message>
    <message>
      <source>l used for recursive (c,l)-diversity</source>
      <translation>递归 (c,l)-多样性所用的 l</translation>
    </message>
    <message>
      <source>Per sensitive attribute</source>
      <translation>按敏感属性</translation>
    </message>
    <message>
      <source>No sensitive attribute was named.</source>
      <translation>未指定敏感属性。</translation>
    </message>
    <message>
      <source>α of (α,k)-anonymity: largest share of one value in a class</source>
      <translation>(α,k)-匿名的 α：单个值在等价类中的最大占比</translation>
    </message>
    <message>
      <source>distinct l-diversity: fewest distinct values in a class</source>
      <translation>不同值 l-多样性：等价类中最少的不同值个数</translation>
    </message>
    <message>
      <source>entropy l-diversity: smallest exp(entropy) of a class</source>
      <translation>熵 l-多样性：等价类中最小的 exp(熵)</translation>
    </message>
    <message>
      <source>recursive (c,l)-diversity: smallest c that holds</source>
      <translation>递归 (c,l)-多样性：成立的最小 c</translation>
    </message>
    <message>
      <source>t-closeness, equal distance: largest distance</source>
      <translation>t-接近性（等距离）：最大距离</translation>
    </message>
    <message>
      <source>t-closeness, ordered distance: largest distance</source>
      <translation>t-接近性（有序距离）：最大距离</translation>
    </message>
    <message>
      <source>t-closeness, hierarchical distance: largest distance</source>
      <translation>t-接近性（层次距离）：最大距离</translation>
    </message>
    <message>
      <source>basic β-likeness: largest relative gain</source>
      <translation>基本 β-相似性：最大相对增幅</translation>
    </message>
    <message>
      <source>enhanced β-likeness: largest relative gain</source>
      <translation>增强 β-相似性：最大相对增幅</translation>
    </message>
    <message>
      <source>δ-disclosure privacy: largest |ln(p/q)| over the values in each class (as ARX and pycanon; ARX states δ in bits: δ_ARX = δ / ln 2)</source>
      <translation>δ-披露隐私：各等价类中出现的值的最大 |ln(p/q)|（与 ARX 和 pycanon 相同；ARX 以比特表示 δ：δ_ARX = δ / ln 2）</translation>
    </message>
    <message>
      <source>strict δ-disclosure privacy: largest |ln(p/q)| over every value of the table (infinite when a class lacks one)</source>
      <translation>严格 δ-披露隐私：数据表每个值的最大 |ln(p/q)|（等价类缺少某个值时为无穷大）</translation>
    </message>
    <message>
      <source>Smallest classes (the worst for k-anonymity)</source>
      <translation>最小的等价类（对 k-匿名最不利）</translation>
    </message>
    <message>
      <source>Class size</source>
      <translation>等价类大小</translation>
    </message>
    <message>
      <source>Classes</source>
      <translation>等价类数</translation>
    </message>
    <message>
      <source>Lowest chance a population record is in the release (δ min)</source>
      <translation>总体中的记录出现在发布数据中的最低概率（δ min）</translation>
    </message>
    <message>
      <source>Highest chance a population record is in the release (δ max)</source>
      <translation>总体中的记录出现在发布数据中的最高概率（δ max）</translation>
    </message>
    <message>
      <source>(αij,k,m)-anonymity (graded sensitivity levels)</source>
      <translation>(αij,k,m)-匿名（分级敏感等级）</translation>
    </message>
    <message>
      <source>Holds</source>
      <translation>是否满足</translation>
    </message>
    <message>
      <source>Required k</source>
      <translation>要求的 k</translation>
    </message>
    <message>
      <source>Worst share / limit</source>
      <translation>最差占比 / 上限</translation>
    </message>
    <message>
      <source>Largest share of one level</source>
      <translation>单个等级的最大占比</translation>
    </message>
    <message>
      <source>Classes with a repeated level</source>
      <translation>含重复等级的等价类</translation>
    </message>
    <message>
      <source>Share limits α per level</source>
      <translation>各等级的占比上限 α</translation>
    </message>
    <message>
      <source>Measures: privacy and utility against the original</source>
      <translation>度量：与原始表相比的隐私与效用</translation>
    </message>
    <message>
      <source>Attributes assumed known</source>
      <translation>假定已知的属性</translation>
    </message>
    <message>
      <source>Overall</source>
      <translation>总体</translation>
    </message>
    <message>
      <source>PL</source>
      <translation>PL</translation>
    </message>
    <message>
      <source>DR</source>
      <translation>DR</translation>
    </message>
    <message>
      <source>IR</source>
      <translation>IR</translation>
    </message>
    <message>
      <source>EC</source>
      <translation>EC</translation>
    </message>
    <message>
      <source>Utility</source>
      <translation>效用</translation>
    </message>
    <message>
      <source>Share of records suppressed</source>
      <translation>被抑制记录的占比</translation>
    </message>
    <message>
      <source>Average class size</source>
      <translation>平均等价类大小</translation>
    </message>
    <message>
      <source>ARX loss</source>
      <translation>ARX 损失</translation>
    </message>
    <message>
      <source>Precision loss</source>
      <translation>精度损失</translation>
    </message>
    <message>
      <source>Generalization intensity</source>
      <translation>泛化强度</translation>
    </message>
    <message>
      <source>Iyengar loss</source>
      <translation>Iyengar 损失</translation>
    </message>
    <message>
      <source>Generalization levels</source>
      <translation>泛化层级</translation>
    </message>
    <message>
      <source>Weighted hierarchical distance WHD (total)</source>
      <translation>加权层次距离 WHD（总计）</translation>
    </message>
    <message>
      <source>Weighted hierarchical distance WHD (mean per record)</source>
      <translation>加权层次距离 WHD（每条记录平均）</translation>
    </message>
    <message>
      <source>Attribute entropies</source>
      <translation>属性熵</translation>
    </message>
    <message>
      <source>Entropy before (bits)</source>
      <translation>匿名化前的熵（比特）</translation>
    </message>
    <message>
      <source>Entropy after (bits)</source>
      <translation>匿名化后的熵（比特）</translation>
    </message>
    <message>
      <source>Entropy kept (after / before)</source>
      <translation>保留的熵（后 / 前）</translation>
    </message>
    <message>
      <source>Entropy kept above 1 ({attributes}): the released values are spread more evenly than the original ones, as when suppression moves records of common values to '*'. It does not mean that information was added.</source>
      <translation>保留的熵大于 1（{attributes}）：发布后的取值比原始取值分布得更均匀，例如抑制把常见取值的记录移到了 '*'。这并不表示增加了信息。</translation>
    </message>
    <message>
      <source>Weight</source>
      <translation>权重</translation>
    </message>
    <message>
      <source>Before (bits)</source>
      <translation>匿名化前（比特）</translation>
    </message>
    <message>
      <source>After (bits)</source>
      <translation>匿名化后（比特）</translation>
    </message>
    <message>
      <source>Weighted entropy before</source>
      <translation>匿名化前的加权熵</translation>
    </message>
    <message>
      <source>Weighted entropy after</source>
      <translation>匿名化后的加权熵</translation>
    </message>
    <message>
      <source>Table entropy before</source>
      <translation>匿名化前的数据表熵</translation>
    </message>
    <message>
      <source>Table entropy after</source>
      <translation>匿名化后的数据表熵</translation>
    </message>
    <message>
      <source>Entropy lost</source>
      <translation>损失的熵</translation>
    </message>
    <message>
      <source>Link matching (against the population)</source>
      <translation>链接匹配（与总体比对）</translation>
    </message>
    <message>
      <source>Link-matching risk</source>
      <translation>链接匹配风险</translation>
    </message>
    <message>
      <source>δ max</source>
      <translation>δ max</translation>
    </message>
    <message>
      <source>δ min</source>
      <translation>δ min</translation>
    </message>
    <message>
      <source>Link probabilities per class</source>
      <translation>各等价类的链接概率</translation>
    </message>
    <message>
      <source>Class</source>
      <translation>等价类</translation>
    </message>
    <message>
      <source>Probability</source>
      <translation>概率</translation>
    </message>
    <message>
      <source>The first {shown:,} of {total:,} classes are listed.</source>
      <translation>列出了 {total:,} 个等价类中的前 {shown:,} 个。</translation>
    </message>
    <message>
      <source>Sensitivity distance Ds</source>
      <translation>敏感距离 Ds</translation>
    </message>
    <message>
      <source>Ds</source>
      <translation>Ds</translation>
    </message>
    <message>
      <source>Parameter sweep</source>
      <translation>参数扫描</translation>
    </message>
    <message>
      <source>{parameter}</source>
      <translation>{parameter}</translation>
    </message>
    <message>
      <source>Utility score</source>
      <translation>效用得分</translation>
    </message>
    <message>
      <source>Note</source>
      <translation>备注</translation>
    </message>
    <message>
      <source>Notes</source>
      <translation>备注</translation>
    </message>
    <message>
      <source>Verdict</source>
      <translation>结论</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>设置</translation>
    </message>
    <message>
      <source>Threshold</source>
      <translation>阈值</translation>
    </message>
    <message>
      <source>Figures</source>
      <translation>数值</translation>
    </message>
    <message>
      <source>In words</source>
      <translation>文字说明</translation>
    </message>
    <message>
      <source>Highest risk of a record</source>
      <translation>单条记录的最高风险</translation>
    </message>
    <message>
      <source>Average risk of a record</source>
      <translation>单条记录的平均风险</translation>
    </message>
    <message>
      <source>Data risk (by the release model)</source>
      <translation>数据风险（按发布模式）</translation>
    </message>
    <message>
      <source>Overall risk (data × environment)</source>
      <translation>总体风险（数据 × 环境）</translation>
    </message>
    <message>
      <source>Records per risk band</source>
      <translation>各风险区间的记录数</translation>
    </message>
    <message>
      <source>Risk above</source>
      <translation>风险高于</translation>
    </message>
    <message>
      <source>Risk up to</source>
      <translation>风险不超过</translation>
    </message>
    <message>
      <source>Above the threshold</source>
      <translation>超过阈值</translation>
    </message>
    <message>
      <source>A band holds the records whose risk is above its lower edge and at most its upper edge (the first band also holds risk 0): a risk exactly on a boundary belongs to the lower band, as a record at risk is one above the threshold. The chart shows the same bands.</source>
      <translation>每个区间包含风险高于其下限且不超过其上限的记录（第一个区间也包含风险为 0 的记录）：恰好落在边界上的风险属于较低的区间，因为有风险的记录是指风险高于阈值的记录。图表显示的是相同的区间。</translation>
    </message>
    <message>
      <source>Equivalence classes: groups of records that look alike in the quasi-identifiers</source>
      <translation>等价类：在准标识符上彼此相似的记录组</translation>
    </message>
    <message>
      <source>Cumulative share</source>
      <translation>累计占比</translation>
    </message>
    <message>
      <source>suppressed (no class)</source>
      <translation>被抑制（不属于任何等价类）</translation>
    </message>
    <message>
      <source>Smallest class</source>
      <translation>最小等价类</translation>
    </message>
    <message>
      <source>Largest class</source>
      <translation>最大等价类</translation>
    </message>
    <message>
      <source>The release has no equivalence class.</source>
      <translation>发布数据中没有等价类。</translation>
    </message>
    <message>
      <source>Counted from the {shown:,} value pairs listed on the sheet {sheet} ({records:,} of {total:,} records).</source>
      <translation>根据工作表 {sheet} 中列出的 {shown:,} 个值对统计（{total:,} 条记录中的 {records:,} 条）。</translation>
    </message>
    <message>
      <source>Item</source>
      <translation>条目</translation>
    </message>
    <message>
      <source>Report format</source>
      <translation>报告格式</translation>
    </message>
    <message>
      <source>Kind of report</source>
      <translation>报告类型</translation>
    </message>
    <message>
      <source>Created</source>
      <translation>创建时间</translation>
    </message>
    <message>
      <source>Operator</source>
      <translation>操作人</translation>
    </message>
    <message>
      <source>PrivDesk version</source>
      <translation>PrivDesk 版本</translation>
    </message>
    <message>
      <source>Signing key fingerprint</source>
      <translation>签名密钥指纹</translation>
    </message>
    <message>
      <source>The signature is a separate file beside this workbook; check it with "privdesk verify" and the signer's public key.</source>
      <translation>签名是与本工作簿放在一起的单独文件；请使用 "privdesk verify" 和签名人的公钥进行验证。</translation>
    </message>
    <message>
      <source>Files (SHA-256 fingerprints)</source>
      <translation>文件（SHA-256 指纹）</translation>
    </message>
    <message>
      <source>File</source>
      <translation>文件</translation>
    </message>
    <message>
      <source>SHA-256</source>
      <translation>SHA-256</translation>
    </message>
    <message>
      <source>Path</source>
      <translation>路径</translation>
    </message>
    <message>
      <source>Original data</source>
      <translation>原始数据</translation>
    </message>
    <message>
      <source>Project</source>
      <translation>项目</translation>
    </message>
    <message>
      <source>Population table (δ-presence)</source>
      <translation>总体表（δ-存在性）</translation>
    </message>
    <message>
      <source>No file fingerprints were recorded.</source>
      <translation>未记录任何文件指纹。</translation>
    </message>
    <message>
      <source>Notes on this workbook</source>
      <translation>关于本工作簿的说明</translation>
    </message>
    <message>
      <source>{time} (UTC{offset})</source>
      <translation>{time}（UTC{offset}）</translation>
    </message>
    <message>
      <source>Language of the report's texts</source>
      <translation>报告文本的语言</translation>
    </message>
    <message>
      <source>{name} ({code})</source>
      <translation>{name}（{code}）</translation>
    </message>
    <message>
      <source>Text cells holding characters a workbook cannot store: {count:,} (each such character was replaced by �).</source>
      <translation>包含工作簿无法存储的字符的文本单元格：{count:,} 个（每个此类字符都已替换为 �）。</translation>
    </message>
    <message>
      <source>Text cells longer than Excel's 32,767 characters: {count:,} (cut to fit; they end in …).</source>
      <translation>超过 Excel 32,767 个字符上限的文本单元格：{count:,} 个（已截断以适应上限，末尾为 …）。</translation>
    </message>
    <message>
      <source>Cut to fit Excel: the full text has {length:,} characters.</source>
      <translation>已截断以适应 Excel：完整文本共有 {length:,} 个字符。</translation>
    </message>
    <message>
      <source>The released table has {rows:,} rows; the sheet {sheet} holds the first {shown:,} (Excel's limit).</source>
      <translation>发布表共有 {rows:,} 行；工作表 {sheet} 中仅包含前 {shown:,} 行（Excel 的上限）。</translation>
    </message>
    <message>
      <source>Every value is stored as text or a number, never as a formula.</source>
      <translation>所有值均以文本或数字形式存储，绝不会存储为公式。</translation>
    </message>
    <message>
      <source>The whole release, every row, is the file {file}.</source>
      <translation>完整的发布数据（所有行）在文件 {file} 中。</translation>
    </message>
    <message>
      <source>The {engine} engine wrote the release ({rows:,} rows) straight to the file {file} without loading it; this workbook holds no sheet of its rows.</source>
      <translation>{engine} 引擎未将发布数据载入内存，而是直接写入文件 {file}（共 {rows:,} 行）；本工作簿不含其数据行的工作表。</translation>
    </message>
    <message>
      <source>Context and justification</source>
      <translation>背景与理由</translation>
    </message>
    <message>
      <source>Who receives the release, why, in which environment, the risk threshold with its published reference value and justification, what was done to each column, and the responsible person's statement.</source>
      <translation>谁接收此发布、用途、数据环境、风险阈值及其公开参考值与理由、每一列的处理方式，以及负责人的声明。</translation>
    </message>
    <message>
      <source>Context and justification of this release</source>
      <translation>此发布的背景与理由</translation>
    </message>
    <message>
      <source>Missing: fields this {model} release requires</source>
      <translation>缺失：此{model}发布所需的字段</translation>
    </message>
    <message>
      <source>Every field a {model} release requires is given.</source>
      <translation>{model}发布所需的字段均已给出。</translation>
    </message>
    <message>
      <source>{field}: not given</source>
      <translation>{field}：未给出</translation>
    </message>
    <message>
      <source>To check before release</source>
      <translation>发布前需核查</translation>
    </message>
    <message>
      <source>The context states a {stated} release, but the risk was assessed for a {assessed} release (a laxer attacker model).</source>
      <translation>上下文声明为{stated}发布，但风险是按{assessed}发布评估的（攻击者模型更宽松）。</translation>
    </message>
    <message>
      <source>The context states the threshold {stated:g}, but the run checked the laxer threshold {checked:g}.</source>
      <translation>上下文声明的阈值为 {stated:g}，但运行检查的是更宽松的阈值 {checked:g}。</translation>
    </message>
    <message>
      <source>The threshold {threshold:g} is above the reference value {value:g} chosen ({reference}).</source>
      <translation>阈值 {threshold:g} 高于所选参考值 {value:g}（{reference}）。</translation>
    </message>
    <message>
      <source>The reference value chosen ({reference}) is published for another release model than this {model} release.</source>
      <translation>所选参考值（{reference}）适用于与此{model}发布不同的发布模型。</translation>
    </message>
    <message>
      <source>The risk was assessed for a public release, stricter than the {model} release the context states.</source>
      <translation>风险按公开发布评估，比上下文声明的{model}发布更严格。</translation>
    </message>
    <message>
      <source>The release and its context</source>
      <translation>发布及其背景</translation>
    </message>
    <message>
      <source>Field</source>
      <translation>字段</translation>
    </message>
    <message>
      <source>(not given)</source>
      <translation>（未给出）</translation>
    </message>
    <message>
      <source>{value} (as the run assessed it)</source>
      <translation>{value}（按运行的评估）</translation>
    </message>
    <message>
      <source>Recipient</source>
      <translation>接收方</translation>
    </message>
    <message>
      <source>Purpose of use</source>
      <translation>使用目的</translation>
    </message>
    <message>
      <source>Setting of the data environment</source>
      <translation>数据环境的场所</translation>
    </message>
    <message>
      <source>Controls of the data environment</source>
      <translation>数据环境的管控措施</translation>
    </message>
    <message>
      <source>Notes on the environment</source>
      <translation>关于环境的说明</translation>
    </message>
    <message>
      <source>External data an attacker could hold</source>
      <translation>攻击者可能掌握的外部数据</translation>
    </message>
    <message>
      <source>Risk threshold (highest re-identification risk)</source>
      <translation>风险阈值（最高重识别风险）</translation>
    </message>
    <message>
      <source>Published reference value chosen</source>
      <translation>所选公开参考值</translation>
    </message>
    <message>
      <source>Justification of the threshold</source>
      <translation>阈值的理由</translation>
    </message>
    <message>
      <source>De-identification grade (GB/T 42460-2023), as stated by the person responsible</source>
      <translation>去标识化效果等级（GB/T 42460-2023），由负责人声明</translation>
    </message>
    <message>
      <source>not stated: PrivDesk does not grade a release under GB/T 42460-2023 (its grading criteria are not built in); the person responsible assesses and states it</source>
      <translation>未声明：PrivDesk 不按 GB/T 42460-2023 评定发布的等级（未内置其分级准则），由负责人评估并声明</translation>
    </message>
    <message>
      <source>Person responsible</source>
      <translation>负责人</translation>
    </message>
    <message>
      <source>Qualification of the person responsible</source>
      <translation>负责人的资质</translation>
    </message>
    <message>
      <source>Statement</source>
      <translation>声明</translation>
    </message>
    <message>
      <source>Date</source>
      <translation>日期</translation>
    </message>
    <message>
      <source>Review date</source>
      <translation>复审日期</translation>
    </message>
    <message>
      <source>on-site (a secure room of the data holder)</source>
      <translation>现场（数据持有方的安全室）</translation>
    </message>
    <message>
      <source>remote access (a secure environment reached over the network)</source>
      <translation>远程访问（通过网络进入的安全环境）</translation>
    </message>
    <message>
      <source>public (anyone may obtain the data)</source>
      <translation>公开（任何人都可获取数据）</translation>
    </message>
    <message>
      <source>contract (data-use agreement)</source>
      <translation>合同（数据使用协议）</translation>
    </message>
    <message>
      <source>access control</source>
      <translation>访问控制</translation>
    </message>
    <message>
      <source>audit logging</source>
      <translation>审计日志</translation>
    </message>
    <message>
      <source>training of the recipients</source>
      <translation>接收人员培训</translation>
    </message>
    <message>
      <source>in place</source>
      <translation>已落实</translation>
    </message>
    <message>
      <source>not in place</source>
      <translation>未落实</translation>
    </message>
    <message>
      <source>{value:g}: {source}</source>
      <translation>{value:g}：{source}</translation>
    </message>
    <message>
      <source>Published reference values for the highest re-identification risk</source>
      <translation>最高重识别风险的公开参考值</translation>
    </message>
    <message>
      <source>Source</source>
      <translation>来源</translation>
    </message>
    <message>
      <source>chosen</source>
      <translation>已选</translation>
    </message>
    <message>
      <source>What was done to each column, and why</source>
      <translation>每一列的处理方式及原因</translation>
    </message>
    <message>
      <source>Technique</source>
      <translation>技术</translation>
    </message>
    <message>
      <source>Why</source>
      <translation>原因</translation>
    </message>
    <message>
      <source>identifier dropped</source>
      <translation>标识符已删除</translation>
    </message>
    <message>
      <source>identifier masked: only its first {n} characters kept</source>
      <translation>标识符已掩码：仅保留前 {n} 个字符</translation>
    </message>
    <message>
      <source>identifier masked: only its last {n} characters kept</source>
      <translation>标识符已掩码：仅保留后 {n} 个字符</translation>
    </message>
    <message>
      <source>identifier pseudonymized (keyed HMAC-SHA-256)</source>
      <translation>标识符已假名化（带密钥的 HMAC-SHA-256）</translation>
    </message>
    <message>
      <source>free text redacted (names, numbers, places replaced by labels)</source>
      <translation>自由文本已脱敏（姓名、号码、地点替换为标签）</translation>
    </message>
    <message>
      <source>dates shifted per person by up to {days} days</source>
      <translation>日期按人平移，最多 {days} 天</translation>
    </message>
    <message>
      <source>microaggregated (the {function} of its group)</source>
      <translation>微聚合（取所在组的 {function}）</translation>
    </message>
    <message>
      <source>generalized record by record (levels used: {levels})</source>
      <translation>逐条记录泛化（使用的层级：{levels}）</translation>
    </message>
    <message>
      <source>generalized to level {level} of {height} by its hierarchy ({builder})</source>
      <translation>按其层次结构泛化到第 {level} 层（共 {height} 层；{builder}）</translation>
    </message>
    <message>
      <source>kept at level 0 of {height} of its hierarchy (not generalized)</source>
      <translation>保持在其层次结构的第 0 层（共 {height} 层，未泛化）</translation>
    </message>
    <message>
      <source>generalized by the search</source>
      <translation>由搜索泛化</translation>
    </message>
    <message>
      <source>kept unchanged</source>
      <translation>保持不变</translation>
    </message>
    <message>
      <source>released as given</source>
      <translation>按原样发布</translation>
    </message>
    <message>
      <source>it names a person directly</source>
      <translation>它直接指向某个人</translation>
    </message>
    <message>
      <source>notes can name persons, places and numbers</source>
      <translation>备注可能包含人名、地点和号码</translation>
    </message>
    <message>
      <source>exact dates link records to a person; intervals between a person's dates are kept</source>
      <translation>精确日期可将记录与个人关联；同一人各日期之间的间隔保持不变</translation>
    </message>
    <message>
      <source>a quasi-identifier: linkable to external data</source>
      <translation>准标识符：可与外部数据链接</translation>
    </message>
    <message>
      <source>a quasi-identifier; the models are met without generalizing it</source>
      <translation>准标识符；不泛化即已满足各模型</translation>
    </message>
    <message>
      <source>looks like an identifier but was released on purpose</source>
      <translation>看似标识符，但有意发布</translation>
    </message>
    <message>
      <source>the information the release is for (sensitive)</source>
      <translation>发布所要提供的信息（敏感属性）</translation>
    </message>
    <message>
      <source>sensitive; protected by {models}</source>
      <translation>敏感属性；由 {models} 保护</translation>
    </message>
    <message>
      <source>not linkable to a person (insensitive)</source>
      <translation>无法与个人关联（非敏感）</translation>
    </message>
    <message>
      <source>an audit of a release made elsewhere: its techniques were chosen there</source>
      <translation>对他处所做发布的审计：其技术由发布方选择</translation>
    </message>
    <message>
      <source>Records suppressed: {count:,} of {rows:,} (limit {limit:.2%}).</source>
      <translation>被抑制的记录：{count:,} / {rows:,}（上限 {limit:.2%}）。</translation>
    </message>
    <message>
      <source>Records suppressed: {count:,} of {rows:,}.</source>
      <translation>被抑制的记录：{count:,} / {rows:,}。</translation>
    </message>
    <message>
      <source>Signature</source>
      <translation>签名</translation>
    </message>
    <message>
      <source>____________________________________</source>
      <translation>____________________________________</translation>
    </message>
    <message>
      <source>This workbook is signed electronically (see Provenance); the signature line is for a printed copy.</source>
      <translation>本工作簿已电子签名（见“来源信息”）；签名栏供打印件使用。</translation>
    </message>
    <message>
      <source>ARX's Loss (geometric mean over QIs of the share of hierarchy values merged; ARX's default)</source>
      <translation>ARX 损失（各准标识符中被合并的泛化层次值占比的几何平均值；ARX 的默认指标）</translation>
    </message>
    <message>
      <source>generalization intensity / precision (mean level / height; suppressed = 1)</source>
      <translation>泛化强度 / 精度（平均层级 / 高度；被抑制 = 1）</translation>
    </message>
    <message>
      <source>discernibility (Σ class size², a suppressed row costs n)</source>
      <translation>可区分度（Σ 等价类大小²，每个被抑制的行计为 n）</translation>
    </message>
    <message>
      <source>average equivalence class size</source>
      <translation>平均等价类大小</translation>
    </message>
    <message>
      <source>non-uniform entropy (bits lost per value, summed)</source>
      <translation>非均匀熵（每个值损失的比特数，求和）</translation>
    </message>
    <message>
      <source>WHD table information loss (SPEC §5)</source>
      <translation>WHD 数据表信息损失（SPEC §5）</translation>
    </message>
    <message>
      <source>weighted attribute entropy lost (SPEC §2, attribute weights)</source>
      <translation>损失的加权属性熵（SPEC §2，属性权重）</translation>
    </message>
    <message>
      <source>ARX's non-monotonic non-uniform entropy (suppressed records entropy among themselves)</source>
      <translation>ARX 的非单调非均匀熵（被抑制记录按其自身之间的熵计）</translation>
    </message>
    <message>
      <source>ARX's Loss with RANK aggregation (the attribute that lost most first, then the next)</source>
      <translation>ARX 的损失（RANK 聚合：先比较损失最大的属性，再比较下一个）</translation>
    </message>
  </context>
</TS>
