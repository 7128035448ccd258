<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
  <context>
    <name>PrivDesk</name>
    <message>
      <source>re-checking the release</source>
      <translation>正在重新檢查釋出資料</translation>
    </message>
    <message>
      <source>done</source>
      <translation>完成</translation>
    </message>
    <message>
      <source>attacking the release</source>
      <translation>正在攻擊釋出資料</translation>
    </message>
    <message>
      <source>written</source>
      <translation>已寫入</translation>
    </message>
    <message>
      <source>measuring the release</source>
      <translation>正在度量釋出資料</translation>
    </message>
    <message>
      <source>dates are shifted per person: give the person key (--person COLUMN)</source>
      <translation>日期按人偏移：請給出患者標識（--person 列名）</translation>
    </message>
    <message>
      <source>the differentially private release</source>
      <translation>差分隱私釋出</translation>
    </message>
    <message>
      <source>the time limit must be a positive number of seconds</source>
      <translation>時間限制必須是正的秒數</translation>
    </message>
    <message>
      <source>the step limit must be at least 1</source>
      <translation>步數限制至少為 1</translation>
    </message>
    <message>
      <source>the risk threshold bound the result: it needs classes of at least {size:,} records, the privacy models alone {models:,}</source>
      <translation>結果由風險閾值決定：它要求每個等價類至少有 {size:,} 條記錄，而僅隱私模型只要求 {models:,} 條</translation>
    </message>
    <message>
      <source>writing the audit report</source>
      <translation>正在寫入審計報告</translation>
    </message>
    <message>
      <source>no release of {algorithm} meets the risk threshold: {sentences}</source>
      <translation>{algorithm} 生成的釋出資料均不滿足風險閾值：{sentences}</translation>
    </message>
    <message>
      <source>{label} needs the population table the data is drawn from</source>
      <translation>{label} 需要資料所來源的總體表</translation>
    </message>
    <message>
      <source>a population table</source>
      <translation>總體表</translation>
    </message>
    <message>
      <source>{requirement} (logarithm base {base:g})</source>
      <translation>{requirement}（以 {base:g} 為底的對數）</translation>
    </message>
    <message>
      <source>{what} is not computed over persons yet; leave out the person key or the population table</source>
      <translation>{what}尚不能按人計算；請去掉患者標識或總體表</translation>
    </message>
    <message>
      <source>{requirement}, counted in persons ('{person}')</source>
      <translation>{requirement}，按人計數（'{person}'）</translation>
    </message>
    <message>
      <source>the released values of '{name}' are not all labels of one level of its hierarchy (e.g. {values}); δ-presence needs a full-domain release</source>
      <translation>“{name}”的釋出值並非全部是其泛化層次同一層級的標籤（例如 {values}）；δ-存在性要求全域泛化的釋出資料</translation>
    </message>
    <message>
      <source>the sample project is not ready:</source>
      <translation>示例專案尚未就緒：</translation>
    </message>
    <message>
      <source>PrivDesk demo: {project}, {rows:,} rows → {folder}</source>
      <translation>PrivDesk 演示：{project}，{rows:,} 行 → {folder}</translation>
    </message>
    <message>
      <source>release: {classes:,} classes, {suppressed:,} rows suppressed; levels {levels}</source>
      <translation>釋出資料：{classes:,} 個等價類，{suppressed:,} 行被抑制；層級 {levels}</translation>
    </message>
    <message>
      <source>models: {checks}</source>
      <translation>隱私模型：{checks}</translation>
    </message>
    <message>
      <source>report: report.xlsx and report.json (id {id}), signed with demo key {key}</source>
      <translation>報告：report.xlsx 和 report.json（ID {id}），已使用演示金鑰 {key} 簽名</translation>
    </message>
    <message>
      <source>signatures: {signatures} (privdesk verify FILE --pubkey {public_key})</source>
      <translation>簽名：{signatures}（privdesk verify FILE --pubkey {public_key}）</translation>
    </message>
    <message>
      <source>{requirement} met</source>
      <translation>{requirement}：滿足</translation>
    </message>
    <message>
      <source>{requirement} NOT met</source>
      <translation>{requirement}：未滿足</translation>
    </message>
    <message>
      <source>{file} verified</source>
      <translation>{file}：已驗證</translation>
    </message>
    <message>
      <source>{file} FAILED</source>
      <translation>{file}：驗證失敗</translation>
    </message>
    <message>
      <source>the project has no privacy budget yet: give the total ε that may ever be spent on this data set (--budget, e.g. 1)</source>
      <translation>專案還沒有隱私預算：請給出這個資料集總共允許花費的 ε（--budget，例如 1）</translation>
    </message>
    <message>
      <source>table release of {columns}</source>
      <translation>{columns} 的資料表釋出</translation>
    </message>
    <message>
      <source>true count</source>
      <translation>真實計數</translation>
    </message>
    <message>
      <source>a person key and --max-rows-per-person go together</source>
      <translation>患者標識與 --max-rows-per-person 須同時給出</translation>
    </message>
    <message>
      <source>a differentially private count</source>
      <translation>差分隱私計數</translation>
    </message>
    <message>
      <source>DP statistics</source>
      <translation>差分隱私統計</translation>
    </message>
    <message>
      <source>local recoding into intervals and sets ({names}): WHD and the level-based losses need hierarchy levels and are not computed</source>
      <translation>區域性重編碼為區間和集合（{names}）：WHD 及基於層級的損失需要層級結構的層級，未計算</translation>
    </message>
    <message>
      <source>local recoding (levels vary by row)</source>
      <translation>區域性重編碼（各行的層級不同）</translation>
    </message>
    <message>
      <source>the original has {n_rows:,} rows and the release {released:,}; measuring pairs rows by position, so both must have the same rows in the same order</source>
      <translation>原始表有 {n_rows:,} 行，而釋出資料有 {released:,} 行；度量時按位置將行配對，因此兩者必須包含相同的行且順序一致</translation>
    </message>
    <message>
      <source>models that need the population table</source>
      <translation>需要總體表的模型</translation>
    </message>
    <message>
      <source>value transformations and class aggregates</source>
      <translation>數值變換和等價類聚合</translation>
    </message>
    <message>
      <source>the paired counts of measure are DuckDB's</source>
      <translation>measure 的配對計數由 DuckDB 引擎提供</translation>
    </message>
    <message>
      <source>the {algorithm} search</source>
      <translation>{algorithm} 搜尋</translation>
    </message>
    <message>
      <source>masked or pseudonymized identifiers ({columns})</source>
      <translation>遮蔽或假名化的識別符號（{columns}）</translation>
    </message>
    <message>
      <source>the {engine} engine cannot run {what} yet; use --engine memory</source>
      <translation>{engine} 引擎暫不能執行{what}；請使用 --engine memory</translation>
    </message>
    <message>
      <source>the {engine} engine writes Parquet or CSV, not {format}</source>
      <translation>{engine} 引擎只寫出 Parquet 或 CSV，不支援 {format}</translation>
    </message>
    <message>
      <source>the {engine} engine keeps counts, not rows; the attack test runs on --engine memory</source>
      <translation>{engine} 引擎只保存計數而非逐行資料；攻擊測試需在 --engine memory 上執行</translation>
    </message>
    <message>
      <source>no column named '{name}'; the columns are {columns}</source>
      <translation>沒有名為“{name}”的列；現有列為：{columns}</translation>
    </message>
    <message>
      <source>re-checking the release over persons</source>
      <translation>按人複核釋出資料</translation>
    </message>
    <message>
      <source>the person key cannot also be a quasi-identifier or a sensitive attribute</source>
      <translation>患者標識不能同時是準識別符號或敏感屬性</translation>
    </message>
    <message>
      <source>value transformations before the search</source>
      <translation>搜尋前的取值變換</translation>
    </message>
    <message>
      <source>class aggregates (--aggregate)</source>
      <translation>等價類聚合（--aggregate）</translation>
    </message>
    <message>
      <source>sensitivity-level tables</source>
      <translation>敏感等級表</translation>
    </message>
    <message>
      <source>give the largest date shift in days (--max-shift-days N)</source>
      <translation>請給出日期最大偏移天數（--max-shift-days N）</translation>
    </message>
    <message>
      <source>the person key is dropped or replaced by keyed pseudonyms, never masked or kept</source>
      <translation>患者標識只能刪除或替換為帶金鑰的假名，不能遮蓋或保留</translation>
    </message>
    <message>
      <source>the differentially private release per person needs a bound on each person's rows (--max-rows-per-person N)</source>
      <translation>按人的差分隱私釋出需要每人行數上限（--max-rows-per-person N）</translation>
    </message>
    <message>
      <source>a differentially private release drops the person key: its pseudonyms would show who is in the table</source>
      <translation>差分隱私釋出會刪除患者標識：其假名會暴露誰在表中</translation>
    </message>
    <message>
      <source>a shifted date is released shifted, not generalized or protected by a model: make it neither a quasi-identifier nor a sensitive attribute</source>
      <translation>偏移後的日期按偏移值釋出，不再泛化也不受隱私模型保護：請勿將其設為準識別符號或敏感屬性</translation>
    </message>
    <message>
      <source>a quasi-identifier or protected sensitive attribute that differs between the rows of one person needs the search {algorithms} (the greedy algorithm recodes rows one by one, not whole persons)</source>
      <translation>同一人的各行之間取值不同的準識別符號或受保護敏感屬性需要 {algorithms} 搜尋（貪婪演算法逐列重新編碼，而非按整個人）</translation>
    </message>
    <message>
      <source>{what} cannot be combined with a person key yet</source>
      <translation>{what}暫不能與患者標識同時使用</translation>
    </message>
    <message>
      <source>context file not found</source>
      <translation>找不到脈絡檔案</translation>
    </message>
    <message>
      <source>the context file cannot be read as UTF-8 text</source>
      <translation>脈絡檔案無法以 UTF-8 文字讀取</translation>
    </message>
    <message>
      <source>the context file is nested too deeply to read</source>
      <translation>脈絡檔案巢狀過深，無法讀取</translation>
    </message>
    <message>
      <source>the context file is not valid TOML ({detail})</source>
      <translation>脈絡檔案不是有效的 TOML（{detail}）</translation>
    </message>
    <message>
      <source>the context file is not valid JSON ({msg}, column {colno})</source>
      <translation>脈絡檔案不是有效的 JSON（{msg}，第 {colno} 欄）</translation>
    </message>
    <message>
      <source>not a PrivDesk project file</source>
      <translation>不是 PrivDesk 專案檔案</translation>
    </message>
    <message>
      <source>the project file has no format version</source>
      <translation>專案檔案缺少格式版本</translation>
    </message>
    <message>
      <source>the hierarchy of '{name}' lacks {values} and {more} more</source>
      <translation>“{name}”的泛化層次缺少 {values} 以及另外 {more} 個值</translation>
    </message>
    <message>
      <source>the hierarchy of '{name}' lacks {values}</source>
      <translation>“{name}”的泛化層次缺少 {values}</translation>
    </message>
    <message>
      <source>project file not found</source>
      <translation>找不到專案檔案</translation>
    </message>
    <message>
      <source>not a PrivDesk project file (not UTF-8 text)</source>
      <translation>不是 PrivDesk 專案檔案（不是 UTF-8 文字）</translation>
    </message>
    <message>
      <source>the project file is damaged (nested too deeply to read)</source>
      <translation>專案檔案已損壞（巢狀過深，無法讀取）</translation>
    </message>
    <message>
      <source>only one column can be the person key, not {columns}</source>
      <translation>只能有一列作為患者標識，而不是 {columns}</translation>
    </message>
    <message>
      <source>the project was saved by a newer PrivDesk (project format {version}; this PrivDesk reads format {supported} and older); update PrivDesk</source>
      <translation>該專案由較新版本的 PrivDesk 儲存（專案格式 {version}；當前 PrivDesk 只能讀取格式 {supported} 及更早的格式）；請更新 PrivDesk</translation>
    </message>
    <message>
      <source>{key}: {reason}</source>
      <translation>{key}：{reason}</translation>
    </message>
    <message>
      <source>unknown role {text!r}; choose one of {roles}</source>
      <translation>未知的角色 {text!r}；請選擇 {roles} 之一</translation>
    </message>
    <message>
      <source>the project's risk settings are damaged ({error})</source>
      <translation>專案的風險設定已損壞（{error}）</translation>
    </message>
    <message>
      <source>the project names a column '{name}' that the table does not have</source>
      <translation>專案中指定的列“{name}”在資料表中不存在</translation>
    </message>
    <message>
      <source>the project file is damaged: {message}</source>
      <translation>專案檔案已損壞：{message}</translation>
    </message>
    <message>
      <source>the project file is damaged (missing entry {entry})</source>
      <translation>專案檔案已損壞（缺少條目 {entry}）</translation>
    </message>
    <message>
      <source>the project file is damaged ({detail})</source>
      <translation>專案檔案已損壞（{detail}）</translation>
    </message>
    <message>
      <source>the project file is damaged (JSON error: {msg}, column {colno})</source>
      <translation>專案檔案已損壞（JSON 錯誤：{msg}，第 {colno} 列）</translation>
    </message>
    <message>
      <source>a value</source>
      <translation>一個值</translation>
    </message>
    <message>
      <source>a text</source>
      <translation>文字</translation>
    </message>
    <message>
      <source>{key}: expected {expected}, got {value}</source>
      <translation>{key}：應為{expected}，實際為 {value}</translation>
    </message>
    <message>
      <source>true or false</source>
      <translation>true 或 false</translation>
    </message>
    <message>
      <source>a text or a number</source>
      <translation>文字或數字</translation>
    </message>
    <message>
      <source>a list</source>
      <translation>列表</translation>
    </message>
    <message>
      <source>an object</source>
      <translation>物件</translation>
    </message>
    <message>
      <source>{key}: the entry '{name}' is missing</source>
      <translation>{key}：缺少條目“{name}”</translation>
    </message>
    <message>
      <source>{key}: unknown key; known keys: {keys}</source>
      <translation>{key}：未知的鍵；已知的鍵：{keys}</translation>
    </message>
    <message>
      <source>true, false or a text</source>
      <translation>true、false 或一段文字</translation>
    </message>
    <message>
      <source>the entry '{name}' is missing</source>
      <translation>缺少條目“{name}”</translation>
    </message>
    <message>
      <source>{key}: unknown key (did you mean '{close}'?)</source>
      <translation>{key}：未知的鍵（是否指“{close}”？）</translation>
    </message>
    <message>
      <source>expected a date written YYYY-MM-DD, got {value}</source>
      <translation>應為 YYYY-MM-DD 格式的日期，實際為 {value}</translation>
    </message>
    <message>
      <source>expected one of {choices}, got {value}</source>
      <translation>應為 {choices} 之一，實際為 {value}</translation>
    </message>
    <message>
      <source>a number ({range})</source>
      <translation>數字（{range}）</translation>
    </message>
    <message>
      <source>{key}: nested deeper than {depth} levels</source>
      <translation>{key}：巢狀超過 {depth} 層</translation>
    </message>
    <message>
      <source>{key}.model: unknown privacy model '{model}'; choose one of {models}</source>
      <translation>{key}.model：未知的隱私模型“{model}”；請從以下選擇：{models}</translation>
    </message>
    <message>
      <source>Singling out: an attacker who copies a few quasi-identifier values from a released row describes exactly one real person in {rate} of tries (95 % sure: between {low} and {high}); made-up values do so in {baseline}.</source>
      <translation>單獨識別：攻擊者從一條釋出記錄中抄取幾個準識別符號的值，在 {rate} 的嘗試中恰好描述出一個真實的人（95% 信賴：介於 {low} 與 {high} 之間）；隨意編造的值做到這一點的比例為 {baseline}。</translation>
    </message>
    <message>
      <source>singling out</source>
      <translation>單獨識別</translation>
    </message>
    <message>
      <source>linkability</source>
      <translation>可連結性</translation>
    </message>
    <message>
      <source>inference</source>
      <translation>屬性推斷</translation>
    </message>
    <message>
      <source>the attack test needs the release row for row with the original; this release is not</source>
      <translation>攻擊測試需要釋出資料與原始資料逐行對應；此釋出資料並非如此</translation>
    </message>
    <message>
      <source>Linkability: an attacker with two other tables about the same people ({first}; {second}) joins a person's two rows correctly through the release in {rate} of tries (95 % sure: between {low} and {high}); joining at random succeeds in {baseline}.</source>
      <translation>可連結性：攻擊者持有關於同一批人的另外兩張表（{first}；{second}），藉助釋出資料在 {rate} 的嘗試中把同一個人的兩行正確連接起來（95% 信賴：介於 {low} 與 {high} 之間）；隨機連接的成功率為 {baseline}。</translation>
    </message>
    <message>
      <source>Motivated intruder: {share} of the people have a released row that fits only them.</source>
      <translation>有動機的入侵者：{share} 的人有一條只符合他們自己的釋出記錄。</translation>
    </message>
    <message>
      <source>the attacker's column is not in both the original and the release</source>
      <translation>攻擊者的列不同時存在於原始資料和釋出資料中</translation>
    </message>
    <message>
      <source>Linkability: an attacker who knows a person's {columns} finds that person's own released row in {rate} of tries (95 % sure: between {low} and {high}); picking a row at random succeeds in {baseline}.</source>
      <translation>可連結性：知道某人 {columns} 的攻擊者在 {rate} 的嘗試中找到此人自己的釋出記錄（95% 信賴：介於 {low} 與 {high} 之間）；隨機挑選一行的成功率為 {baseline}。</translation>
    </message>
    <message>
      <source>Attribute inference: an attacker who knows a person's {columns} guesses their {secret} right in {rate} of tries (95 % sure: between {low} and {high}); guessing from how common each value is succeeds in {baseline}.</source>
      <translation>屬性推斷：知道某人 {columns} 的攻擊者在 {rate} 的嘗試中猜對其 {secret}（95% 信賴：介於 {low} 與 {high} 之間）；僅按各值的常見程度猜測的成功率為 {baseline}。</translation>
    </message>
    <message>
      <source>Attack test ({attacks:,} attacks each, seed {seed}):</source>
      <translation>攻擊測試（每種攻擊 {attacks:,} 次，種子 {seed}）：</translation>
    </message>
    <message>
      <source>A best guess of who a released row is succeeds on average in {prosecutor} of cases for an attacker who knows the person is in the data (prosecutor), {journalist} when the person is known to be in a larger population table (journalist), and the share of records a bulk re-identification gets right is {marketer} (marketer).</source>
      <translation>對於知道此人在資料中的攻擊者（檢察官），猜測某條釋出記錄是誰的最佳猜測平均在 {prosecutor} 的情況下成功；已知此人在更大的總體表中時（記者）為 {journalist}；批量重識別正確的記錄比例為 {marketer}（營銷者）。</translation>
    </message>
    <message>
      <source>Attack test: not run ({reason})</source>
      <translation>攻擊測試：未運行（{reason}）</translation>
    </message>
    <message>
      <source>records alone in their released class: {share}</source>
      <translation>在其釋出等價類中獨自一人的記錄：{share}</translation>
    </message>
    <message>
      <source>{name}: {rate} (95 % CI {low}–{high}), baseline {baseline}</source>
      <translation>{name}：{rate}（95% 信賴區間 {low}–{high}），基線 {baseline}</translation>
    </message>
    <message>
      <source>best-guess success: prosecutor {prosecutor}, journalist {journalist}, marketer {marketer}</source>
      <translation>最佳猜測成功率：檢察官 {prosecutor}，記者 {journalist}，營銷者 {marketer}</translation>
    </message>
    <message>
      <source>sample uniqueness</source>
      <translation>樣本唯一性</translation>
    </message>
    <message>
      <source>population uniqueness</source>
      <translation>總體唯一性</translation>
    </message>
    <message>
      <source>k-map</source>
      <translation>k-map</translation>
    </message>
    <message>
      <source>average re-identification risk of the kept records</source>
      <translation>保留記錄的平均重識別風險</translation>
    </message>
    <message>
      <source>a population-uniqueness threshold needs --population-size or --sampling-fraction</source>
      <translation>總體唯一性閾值需要 --population-size 或 --sampling-fraction</translation>
    </message>
    <message>
      <source>k-map needs the population table (--population FILE), or a population size or sampling fraction to estimate it</source>
      <translation>k-map 需要總體表（--population FILE），或者用於估計的總體規模或抽樣比例</translation>
    </message>
    <message>
      <source>the weight column '{name}' was not summed over the release's classes</source>
      <translation>權重欄 '{name}' 未按發布資料的等價類加總</translation>
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
      <translation>在此設定，取代隱私侵犯程度對應的閾值</translation>
    </message>
    <message>
      <source>Highest average risk allowed: {threshold:g}, {source}. A record's risk is 1 ÷ the number of records sharing its quasi-identifier values; their average must stay at or below the threshold and no record may exceed {cap:g}.</source>
      <translation>允許的最高平均風險：{threshold:g}，{source}。一條記錄的風險是 1 ÷ 與其準識別符號取值相同的記錄數；所有記錄風險的平均值不得超過該閾值，且任何記錄的風險不得超過 {cap:g}。</translation>
    </message>
    <message>
      <source>Highest risk allowed: {threshold:g}, {source}. A record's risk is 1 ÷ the number of records sharing its quasi-identifier values, so each must share them with at least {size:,} records (itself included) or be suppressed.</source>
      <translation>允許的最高風險：{threshold:g}，{source}。一條記錄的風險是 1 ÷ 與其準識別符號取值相同的記錄數，因此每條記錄必須與至少 {size:,} 條記錄（含自身）取值相同，否則將被抑制。</translation>
    </message>
    <message>
      <source>from the invasion of privacy ({level})</source>
      <translation>由隱私侵犯程度（{level}）確定</translation>
    </message>
    <message>
      <source>highest re-identification risk</source>
      <translation>最高重識別風險</translation>
    </message>
    <message>
      <source>strict average re-identification risk</source>
      <translation>嚴格平均重識別風險</translation>
    </message>
    <message>
      <source>{measure} ≤ {threshold:g}</source>
      <translation>{measure} ≤ {threshold:g}</translation>
    </message>
    <message>
      <source>Warning: '{column}' is released unchanged although it looks like a direct identifier ({reason}); kept deliberately.</source>
      <translation>警告：“{column}”看起來像直接識別符號（{reason}），但被原樣釋出；這是有意保留的。</translation>
    </message>
    <message>
      <source>Fails: '{column}' is released unchanged and looks like a direct identifier ({reason}).</source>
      <translation>未透過：“{column}”被原樣釋出，且看起來像直接識別符號（{reason}）。</translation>
    </message>
    <message>
      <source>persons counted, not rows</source>
      <translation>按人計數，而非按行</translation>
    </message>
    <message>
      <source>{model} on '{attribute}'</source>
      <translation>{model}（“{attribute}”）</translation>
    </message>
    <message>
      <source>records with a risk above {threshold:g} ≤ {limit:.2%}</source>
      <translation>風險高於 {threshold:g} 的記錄 ≤ {limit:.2%}</translation>
    </message>
    <message>
      <source>no direct identifier released</source>
      <translation>不釋出直接識別符號</translation>
    </message>
    <message>
      <source>Passes: {share:.2%} of the records have a risk above {threshold:g}; at most {limit:.2%} may.</source>
      <translation>透過：{share:.2%} 的記錄風險高於 {threshold:g}；最多允許 {limit:.2%}。</translation>
    </message>
    <message>
      <source>Fails: {share:.2%} of the records have a risk above {threshold:g}; at most {limit:.2%} may.</source>
      <translation>未透過：{share:.2%} 的記錄風險高於 {threshold:g}；最多允許 {limit:.2%}。</translation>
    </message>
    <message>
      <source>Warning: {warning}.</source>
      <translation>警告：{warning}。</translation>
    </message>
    <message>
      <source>Passes: {requirement}.</source>
      <translation>透過：{requirement}。</translation>
    </message>
    <message>
      <source>Fails: {requirement}.</source>
      <translation>未透過：{requirement}。</translation>
    </message>
    <message>
      <source>Passes: {requirement} (achieved {achieved}).</source>
      <translation>透過：{requirement}（實際值 {achieved}）。</translation>
    </message>
    <message>
      <source>Fails: {requirement} (achieved {achieved}).</source>
      <translation>未透過：{requirement}（實際值 {achieved}）。</translation>
    </message>
    <message>
      <source>Passes: '{column}' is {reason}.</source>
      <translation>通過：“{column}”是{reason}。</translation>
    </message>
    <message>
      <source>unknown aggregate '{function}'; choose one of {choices}</source>
      <translation>未知的聚合函式“{function}”；請從 {choices} 中選擇</translation>
    </message>
    <message>
      <source>choose at least one privacy model</source>
      <translation>請至少選擇一個隱私模型</translation>
    </message>
    <message>
      <source>cell suppression works with the full-domain searches (optimal, heuristic, genetic)</source>
      <translation>單元格抑制只適用於全域搜尋（最優、啟發式、遺傳）</translation>
    </message>
    <message>
      <source>the release does not meet {requirements}</source>
      <translation>釋出資料不滿足 {requirements}</translation>
    </message>
    <message>
      <source>(αij,k,m)-anonymity with k = {k}</source>
      <translation>(αij,k,m)-匿名，k = {k}</translation>
    </message>
    <message>
      <source>redacting free text on the {engine} engine needs the pyarrow package, which this installation does not include; use --engine memory, or install PrivDesk with pip</source>
      <translation>在 {engine} 引擎上脫敏自由文字需要 pyarrow 軟體包，本安裝不包含它；請使用 --engine memory，或用 pip 安裝 PrivDesk</translation>
    </message>
    <message>
      <source>redacting the free text of {name}</source>
      <translation>正在脫敏 {name} 的自由文字</translation>
    </message>
    <message>
      <source>the pseudonym key file is too short (needs at least 16 bytes)</source>
      <translation>假名金鑰檔案太短（至少需要 16 位元組）</translation>
    </message>
    <message>
      <source>{columns} would be released unchanged and look like direct identifiers ({reasons}); mark each as an identifier (--identifier COL: dropped, masked or pseudonymized) or keep it deliberately (--keep COL)</source>
      <translation>{columns} 將被原樣釋出，且看起來像直接識別符號（{reasons}）；請將每一列標記為識別符號（--identifier COL：刪除、掩碼或假名化），或有意保留它（--keep COL）</translation>
    </message>
    <message>
      <source>'{column}': {reason}</source>
      <translation>“{column}”：{reason}</translation>
    </message>
    <message>
      <source>the transition matrix has no row for this value</source>
      <translation>轉移矩陣中沒有此值的行</translation>
    </message>
    <message>
      <source>unknown transformation '{name}'; choose one of {choices}</source>
      <translation>未知的變換“{name}”；請從 {choices} 中選擇</translation>
    </message>
    <message>
      <source>the folder holds {files} from an earlier run, which this run would not replace; remove them or choose another folder</source>
      <translation>該資料夾中有先前執行留下的 {files}，本次執行不會取代它們；請刪除它們或另選資料夾</translation>
    </message>
    <message>
      <source>{model}: k = {k} exceeds the number of records ({records:,}); no release of this table can have a class that large, so choose k of at most {records:,}</source>
      <translation>{model}：k = {k} 超過了記錄數（{records:,}）；此表的任何釋出都不可能有這麼大的等價類，請選擇不超過 {records:,} 的 k</translation>
    </message>
    <message>
      <source>{reason}; {repeated:,} of its values repeat on several rows, so it is proposed as the person key (every model then counts persons)</source>
      <translation>{reason}；其中 {repeated:,} 個值在多行重複出現，因此建議作為患者標識（所有模型隨後按人計數）</translation>
    </message>
    <message>
      <source>sweep done</source>
      <translation>引數掃描完成</translation>
    </message>
    <message>
      <source>sweep over k, l or t, not '{parameter}'</source>
      <translation>引數掃描只能針對 k、l 或 t，不能針對“{parameter}”</translation>
    </message>
    <message>
      <source>sweeping {parameter} needs a sensitive attribute</source>
      <translation>對 {parameter} 進行引數掃描需要一個敏感屬性</translation>
    </message>
    <message>
      <source>usefulness: done</source>
      <translation>可用性分析：完成</translation>
    </message>
    <message>
      <source>The release predicts {target} {released:.1%} correctly ({method}); the original {original:.1%}; guessing the most frequent value {guess:.1%}.</source>
      <translation>釋出資料預測 {target} 的正確率為 {released:.1%}（{method}）；原始資料為 {original:.1%}；猜測最常見的值為 {guess:.1%}。</translation>
    </message>
    <message>
      <source>usefulness: statistics of '{name}'</source>
      <translation>可用性分析：'{name}' 的統計量</translation>
    </message>
    <message>
      <source>usefulness: contingency table of '{a}' and '{b}'</source>
      <translation>可用性分析：'{a}' 與 '{b}' 的列聯表</translation>
    </message>
    <message>
      <source>(Measured on a random sample of {rows:,} of the {total:,} rows.)</source>
      <translation>（在 {total:,} 行中隨機抽取的 {rows:,} 行上測得。）</translation>
    </message>
    <message>
      <source>choose at least one privacy model (e.g. --k 5)</source>
      <translation>請至少選擇一個隱私模型（例如 --k 5）</translation>
    </message>
    <message>
      <source>δ-presence needs --population FILE: the table of everyone the data is drawn from</source>
      <translation>δ-存在性需要 --population FILE：即資料所來源的全體人員的資料表</translation>
    </message>
    <message>
      <source>the person key needs the table in memory (--engine memory)</source>
      <translation>患者標識需要將資料表載入記憶體（--engine memory）</translation>
    </message>
    <message>
      <source>is not a folder</source>
      <translation>不是資料夾</translation>
    </message>
    <message>
      <source>report {report_id}: {path}</source>
      <translation>報告 {report_id}：{path}</translation>
    </message>
    <message>
      <source>report {report_id}: {path} (signed)</source>
      <translation>報告 {report_id}：{path}（已簽名）</translation>
    </message>
    <message>
      <source>give --qi (or a .privdesk project)</source>
      <translation>請指定 --qi（或 .privdesk 專案）</translation>
    </message>
    <message>
      <source>{algorithm}: {classes:,} classes, {suppressed:,} rows suppressed, {seconds:.2f} s</source>
      <translation>{algorithm}：{classes:,} 個等價類，{suppressed:,} 行被抑制，耗時 {seconds:.2f} 秒</translation>
    </message>
    <message>
      <source>release: {release}</source>
      <translation>釋出檔案：{release}</translation>
    </message>
    <message>
      <source>written: {files}</source>
      <translation>已寫入：{files}</translation>
    </message>
    <message>
      <source>the {engine} engine cannot run k-map yet; use --engine memory</source>
      <translation>{engine} 引擎尚不能執行 k-map；請使用 --engine memory</translation>
    </message>
    <message>
      <source>generated hierarchies (no hierarchy was given): {columns}</source>
      <translation>自動生成的層次結構（未提供層次結構）：{columns}</translation>
    </message>
    <message>
      <source>levels: {levels}</source>
      <translation>層級：{levels}</translation>
    </message>
    <message>
      <source>{metric}: {score:.4f}</source>
      <translation>{metric}：{score:.4f}</translation>
    </message>
    <message>
      <source>two hierarchy files for '{column}': {first} and {second}</source>
      <translation>列“{column}”有兩個泛化層次檔案：{first} 和 {second}</translation>
    </message>
    <message>
      <source>column</source>
      <translation>列</translation>
    </message>
    <message>
      <source>type</source>
      <translation>型別</translation>
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
      <translation>型別不符</translation>
    </message>
    <message>
      <source>the person key needs the release in memory (--engine memory)</source>
      <translation>患者標識需要將釋出資料載入記憶體（--engine memory）</translation>
    </message>
    <message>
      <source>α (largest share)</source>
      <translation>α（最大佔比）</translation>
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
      <translation>t，等距離</translation>
    </message>
    <message>
      <source>t, ordered distance</source>
      <translation>t，有序距離</translation>
    </message>
    <message>
      <source>t, hierarchical distance</source>
      <translation>t，層次距離</translation>
    </message>
    <message>
      <source>β, basic</source>
      <translation>β，基本</translation>
    </message>
    <message>
      <source>β, enhanced</source>
      <translation>β，增強</translation>
    </message>
    <message>
      <source>δ-disclosure</source>
      <translation>δ-披露</translation>
    </message>
    <message>
      <source>δ-disclosure, every value</source>
      <translation>δ-披露（每個值）</translation>
    </message>
    <message>
      <source>overall</source>
      <translation>總體</translation>
    </message>
    <message>
      <source>QIs → sensitive</source>
      <translation>準識別符號 → 敏感屬性</translation>
    </message>
    <message>
      <source>attribute</source>
      <translation>屬性</translation>
    </message>
    <message>
      <source>known</source>
      <translation>已知</translation>
    </message>
    <message>
      <source>utility: {classes:,} classes, average size {size:.2f}, {suppressed:,} rows suppressed</source>
      <translation>效用：{classes:,} 個等價類，平均大小 {size:.2f}，{suppressed:,} 行被抑制</translation>
    </message>
    <message>
      <source>the attack test attacks the release against its original: give --original FILE</source>
      <translation>攻擊測試是針對原始資料攻擊釋出資料：請提供 --original FILE</translation>
    </message>
    <message>
      <source>tab</source>
      <translation>製表符</translation>
    </message>
    <message>
      <source>{rows:,} rows, {classes:,} classes, {suppressed:,} suppressed; k-anonymity: k = {k}</source>
      <translation>{rows:,} 行，{classes:,} 個等價類，{suppressed:,} 行被抑制；k-匿名：k = {k}</translation>
    </message>
    <message>
      <source>model</source>
      <translation>模型</translation>
    </message>
    <message>
      <source>(αij,k,m)-anonymity: holds</source>
      <translation>(αij,k,m)-匿名：滿足</translation>
    </message>
    <message>
      <source>(αij,k,m)-anonymity: does not hold</source>
      <translation>(αij,k,m)-匿名：不滿足</translation>
    </message>
    <message>
      <source>(αij,k,m)-anonymity: holds for k = {k}</source>
      <translation>(αij,k,m)-匿名：在 k = {k} 時滿足</translation>
    </message>
    <message>
      <source>(αij,k,m)-anonymity: does not hold for k = {k}</source>
      <translation>(αij,k,m)-匿名：在 k = {k} 時不滿足</translation>
    </message>
    <message>
      <source>{rows:,} rows; privacy level PL = DR x IR (0 = well protected, 1 = fully exposed)</source>
      <translation>{rows:,} 行；隱私水平 PL = DR x IR（0 = 受到良好保護，1 = 完全暴露）</translation>
    </message>
    <message>
      <source>entropy change EC = {ec:.4f} (share of the entropy the release keeps)</source>
      <translation>熵變化 EC = {ec:.4f}（釋出資料保留的熵的比例）</translation>
    </message>
    <message>
      <source>risk: maximum {maximum:.4f}, average {average:.4f}, records at risk {at_risk:.2%}</source>
      <translation>風險：最高 {maximum:.4f}，平均 {average:.4f}，高風險記錄 {at_risk:.2%}</translation>
    </message>
    <message>
      <source>, WHD loss {total:.4f} (mean {mean:.4f} per row)</source>
      <translation>，WHD 損失 {total:.4f}（每行平均 {mean:.4f}）</translation>
    </message>
    <message>
      <source>, ARX Loss {loss:.4f}</source>
      <translation>，ARX 損失 {loss:.4f}</translation>
    </message>
    <message>
      <source>recursive c (l = {l})</source>
      <translation>遞迴 c（l = {l}）</translation>
    </message>
    <message>
      <source>δ-presence: {min} ≤ |E|/N ≤ {max}</source>
      <translation>δ-存在性：{min} ≤ |E|/N ≤ {max}</translation>
    </message>
    <message>
      <source>a weight must be a number</source>
      <translation>權重必須是數字</translation>
    </message>
    <message>
      <source>note: {note}</source>
      <translation>注意：{note}</translation>
    </message>
    <message>
      <source>weighted attribute entropy: {before:.4f} before, {after:.4f} after</source>
      <translation>加權屬性熵：匿名化前 {before:.4f}，匿名化後 {after:.4f}</translation>
    </message>
    <message>
      <source>link matching with the population: entropy {entropy:.4f}, risk R {risk:.4f}, δ = max |E|/N {delta:.4f}</source>
      <translation>與總體的連結匹配：熵 {entropy:.4f}，風險 R {risk:.4f}，δ = max |E|/N {delta:.4f}</translation>
    </message>
    <message>
      <source>{file}: {rows:,} rows, {columns} columns (sheet '{sheet}')</source>
      <translation>{file}：{rows:,} 行，{columns} 列（工作表“{sheet}”）</translation>
    </message>
    <message>
      <source>{file}: {rows:,} rows, {columns} columns (encoding {encoding}, delimiter '{delimiter}')</source>
      <translation>{file}：{rows:,} 行，{columns} 列（編碼 {encoding}，分隔符“{delimiter}”）</translation>
    </message>
    <message>
      <source>row {row}: {value!r}</source>
      <translation>第 {row} 行：{value!r}</translation>
    </message>
    <message>
      <source>values of '{column}' that are not {type}: {shown} and {more:,} more</source>
      <translation>“{column}”中不是{type}的值：{shown}，另有 {more:,} 個</translation>
    </message>
    <message>
      <source>values of '{column}' that are not {type}: {shown}</source>
      <translation>“{column}”中不是{type}的值：{shown}</translation>
    </message>
    <message>
      <source>differentially private release (--algorithm dp)</source>
      <translation>差分隱私釋出（--algorithm dp）</translation>
    </message>
    <message>
      <source>differentially private counts: a histogram of one column or the contingency table of several, with error bars; charged to the data set's budget</source>
      <translation>差分隱私計數：一列的直方圖或多列的列聯表，附誤差範圍；計入資料集的隱私預算</translation>
    </message>
    <message>
      <source>a table, or a .privdesk project (which keeps the data set's privacy budget)</source>
      <translation>資料表，或 .privdesk 專案（專案中儲存資料集的隱私預算）</translation>
    </message>
    <message>
      <source>columns to count, comma-separated (one: histogram; several: contingency table)</source>
      <translation>要計數的列，用逗號分隔（一列：直方圖；多列：列聯表）</translation>
    </message>
    <message>
      <source>ε this release spends (smaller: more noise, more privacy), e.g. 0.5; with --mechanism gaussian, the least noise whose ρ keeps ε within it at --delta</source>
      <translation>本次釋出花費的 ε（越小：噪聲越多、隱私越強），例如 0.5；使用 --mechanism gaussian 時，取在 --delta 下使 ρ 對應的 ε 不超過該值的最小噪聲</translation>
    </message>
    <message>
      <source>laplace: discrete Laplace noise, ε-DP (default); gaussian: discrete Gaussian noise, ρ-zCDP, whose ρ's add up in a zCDP budget</source>
      <translation>laplace：離散拉普拉斯噪聲，ε-差分隱私（預設）；gaussian：離散高斯噪聲，ρ-zCDP，其 ρ 在 zCDP 預算中直接相加</translation>
    </message>
    <message>
      <source>ρ of a Gaussian release (zCDP), e.g. 0.05; instead of --epsilon</source>
      <translation>高斯釋出的 ρ（zCDP），例如 0.05；代替 --epsilon</translation>
    </message>
    <message>
      <source>δ at which a Gaussian release's ρ is stated as (ε, δ) (default 1e-5)</source>
      <translation>將高斯釋出的 ρ 表述為 (ε, δ) 時所用的 δ（預設 1e-5）</translation>
    </message>
    <message>
      <source>also release the most frequent value of COLUMN (exponential mechanism); ε is then split evenly between the counts and the mode</source>
      <translation>同時釋出 COLUMN 中出現最多的值（指數機制）；此時 ε 在計數和眾數之間平分</translation>
    </message>
    <message>
      <source>the total ε that may ever be spent on this data set (sets a project's budget the first time; without a project, checks this release only)</source>
      <translation>這個資料集總共允許花費的 ε（首次使用時設定專案的預算；沒有專案時只檢查本次釋出）</translation>
    </message>
    <message>
      <source>seed of the random noise, for reproducible examples only: whoever knows it can remove the noise</source>
      <translation>隨機噪聲的種子，僅用於可重現的示例：知道種子的人可以去掉噪聲</translation>
    </message>
    <message>
      <source>the person key: each person's rows are bounded by --max-rows-per-person, so the release protects persons, not rows</source>
      <translation>患者標識：每人的行數受 --max-rows-per-person 限制，使釋出保護的是人而不是行</translation>
    </message>
    <message>
      <source>count at most N rows of each person (chosen at random with the seed); the noise is scaled to N rows</source>
      <translation>每人最多計入 N 行（按隨機種子隨機選取）；噪聲按 N 行放大</translation>
    </message>
    <message>
      <source>folder for dp_statistics.csv/.xlsx and .json</source>
      <translation>存放 dp_statistics.csv/.xlsx 和 .json 的資料夾</translation>
    </message>
    <message>
      <source>write the counts as an Excel workbook instead of CSV</source>
      <translation>把計數寫成 Excel 工作簿而不是 CSV</translation>
    </message>
    <message>
      <source>machine-readable output</source>
      <translation>機器可讀的輸出</translation>
    </message>
    <message>
      <source>ε of the release, e.g. 1 (with --algorithm dp)</source>
      <translation>釋出的 ε，例如 1（與 --algorithm dp 一起使用）</translation>
    </message>
    <message>
      <source>δ of the release, e.g. 1e-5 (--delta is δ-disclosure)</source>
      <translation>釋出的 δ，例如 1e-5（--delta 是 δ-洩露）</translation>
    </message>
    <message>
      <source>steps of the private search over the generalizations (default 100; 0 = the most general levels)</source>
      <translation>在泛化方案上進行隱私搜尋的步數（預設 100；0 = 最泛化的層級）</translation>
    </message>
    <message>
      <source>fix the generalization without looking at the data (data-independent variant; all of ε goes to the sample)</source>
      <translation>不看資料、直接固定泛化（與資料無關的變體；全部 ε 用於抽樣）</translation>
    </message>
    <message>
      <source>seed of the random sample and search, for reproducible runs only</source>
      <translation>隨機抽樣和搜尋的種子，僅用於可重現的執行</translation>
    </message>
    <message>
      <source>the total ε that may ever be spent on this data set (sets a project's budget the first time)</source>
      <translation>這個資料集總共允許花費的 ε（首次使用時設定專案的預算）</translation>
    </message>
    <message>
      <source>with --person: keep at most N rows of each person (chosen at random with the seed); ε and δ then protect each person (each row gets ε/N)</source>
      <translation>與 --person 一起使用：每人最多保留 N 行（按隨機種子隨機選取）；ε 和 δ 隨後保護每一個人（每行分得 ε/N）</translation>
    </message>
    <message>
      <source>… and {more:,} more cells</source>
      <translation>……以及另外 {more:,} 個單元格</translation>
    </message>
    <message>
      <source>discrete Laplace noise, ε = {epsilon:g}: each count is within ±{width} of the true count with {confidence:.0%} confidence (standard deviation {sd:.2f}); negative counts set to 0</source>
      <translation>離散拉普拉斯噪聲，ε = {epsilon:g}：每個計數以 {confidence:.0%} 的置信度落在真實計數 ±{width} 之內（標準差 {sd:.2f}）；負數計數設為 0</translation>
    </message>
    <message>
      <source>discrete Gaussian noise, ρ = {rho:.6g} (zCDP; ε = {epsilon:.4g} at δ = {delta:g}): each count is within ±{width} of the true count with {confidence:.0%} confidence (standard deviation {sd:.2f}); negative counts set to 0</source>
      <translation>離散高斯噪聲，ρ = {rho:.6g}（zCDP；δ = {delta:g} 時 ε = {epsilon:.4g}）：每個計數以 {confidence:.0%} 的置信度落在真實計數 ±{width} 之內（標準差 {sd:.2f}）；負計數設為 0</translation>
    </message>
    <message>
      <source>per person: at most {n} rows of each person counted ({left:,} rows left out); the noise is scaled to {n} rows, so the release protects each person of '{person}'</source>
      <translation>按人：每人最多計入 {n} 行（捨去 {left:,} 行）；噪聲按 {n} 行放大，因此釋出保護 '{person}' 中的每一個人</translation>
    </message>
    <message>
      <source>most frequent value of {column} (exponential mechanism, ε = {epsilon:g}): {value}</source>
      <translation>{column} 中出現最多的值（指數機制，ε = {epsilon:g}）：{value}</translation>
    </message>
    <message>
      <source>privacy budget: {spent:.6g} of {total:.6g} spent, {remaining:.6g} left</source>
      <translation>隱私預算：{total:.6g} 中已花費 {spent:.6g}，剩餘 {remaining:.6g}</translation>
    </message>
    <message>
      <source>what the private search optimises: {names} (SafePub's and ARX's names also work: granularity, intensity, group-size; default loss)</source>
      <translation>隱私搜尋所最佳化的得分：{names}（也可使用 SafePub 和 ARX 的名稱：granularity、intensity、group-size；預設 loss）</translation>
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
      <translation>逐行處理在哪裡執行：memory（numpy）、duckdb（記憶體外：就地讀取 CSV 或 Parquet 檔案）或 spark；auto（預設）在檔案難以裝入記憶體時選擇 DuckDB</translation>
    </message>
    <message>
      <source>the Spark master (default local[*], which listens on loopback only; on a cluster, whose executors must reach this machine, set spark.driver.host in Spark's spark-defaults.conf)</source>
      <translation>Spark 主節點（預設 local[*]，只監聽本機回環位址；在叢集上，執行器必須能存取本機，請在 Spark 的 spark-defaults.conf 中設定 spark.driver.host）</translation>
    </message>
    <message>
      <source>threads the DuckDB engine may use</source>
      <translation>DuckDB 引擎可使用的執行緒數</translation>
    </message>
    <message>
      <source>memory the DuckDB engine may use before spilling to disk, e.g. 3GB (default 500MB)</source>
      <translation>DuckDB 引擎在寫入磁碟前可用的記憶體，例如 3GB（預設 500MB）</translation>
    </message>
    <message>
      <source>a preset runs on the memory engine; use --engine memory</source>
      <translation>預設只在記憶體引擎上執行；請使用 --engine memory</translation>
    </message>
    <message>
      <source>must be a whole number of at least 1, not {value}</source>
      <translation>必須是不小於 1 的整數，而不是 {value}</translation>
    </message>
    <message>
      <source>must be a size such as 500MB, 3GB or 80% of the memory, not {value}</source>
      <translation>必須是諸如 500MB、3GB 或記憶體的 80% 這樣的大小，而不是 {value}</translation>
    </message>
    <message>
      <source>the {engine} engine does not sum a weight column; use --engine duckdb or memory</source>
      <translation>{engine} 引擎不對權重欄加總；請使用 --engine duckdb 或 memory</translation>
    </message>
    <message>
      <source>the {engine} engine audits a release without its original; use --engine memory for the attack test</source>
      <translation>{engine} 引擎稽核發布資料時不使用原始表；攻擊測試請使用 --engine memory</translation>
    </message>
    <message>
      <source>the {engine} engine does not compare usefulness yet; use --engine memory</source>
      <translation>{engine} 引擎尚不能比較可用性；請使用 --engine memory</translation>
    </message>
    <message>
      <source>format of the release (default: the input's on the memory engine, Parquet on the duckdb and spark engines, which write Parquet or CSV: --format csv); CSV keeps the input's delimiter and encoding on the memory engine</source>
      <translation>釋出資料的格式（預設：記憶體引擎沿用輸入的格式，duckdb 和 spark 引擎為 Parquet，它們可寫 Parquet 或 CSV：--format csv）；在記憶體引擎上，CSV 保留輸入的分隔符和編碼</translation>
    </message>
    <message>
      <source>format of the release (default: the input's; CSV keeps the input's delimiter and encoding)</source>
      <translation>釋出資料的格式（預設：與輸入相同；CSV 保持輸入的分隔符和編碼）</translation>
    </message>
    <message>
      <source>Database password: </source>
      <translation>資料庫密碼：</translation>
    </message>
    <message>
      <source>the table of a SQLite file or of a database URL (e.g. postgresql://user@host/db); default: the only table</source>
      <translation>SQLite 檔案或資料庫 URL（例如 postgresql://user@host/db）中的表；預設：唯一的那個表</translation>
    </message>
    <message>
      <source>an SQL query whose result is the table (instead of --table)</source>
      <translation>一條 SQL 查詢，其結果即為要處理的表（代替 --table）</translation>
    </message>
    <message>
      <source>release format: {format}, the {engine} engine's default (--format csv for CSV)</source>
      <translation>釋出格式：{format}，{engine} 引擎的預設格式（CSV 請用 --format csv）</translation>
    </message>
    <message>
      <source>{file}: {rows:,} rows, {columns} columns ({kind})</source>
      <translation>{file}：{rows:,} 行，{columns} 列（{kind}）</translation>
    </message>
    <message>
      <source>release format: {format} (--format)</source>
      <translation>釋出格式：{format}（--format）</translation>
    </message>
    <message>
      <source>release format: {format}, the input's (--format to choose another)</source>
      <translation>釋出格式：{format}，與輸入相同（用 --format 選擇其他格式）</translation>
    </message>
    <message>
      <source>the database asks for a password: set {variable} or run in a terminal</source>
      <translation>資料庫需要密碼：請設定 {variable}，或在終端中執行</translation>
    </message>
    <message>
      <source>table '{table}'</source>
      <translation>表“{table}”</translation>
    </message>
    <message>
      <source>query {query}</source>
      <translation>查詢 {query}</translation>
    </message>
    <message>
      <source>value labels shown for {columns}</source>
      <translation>{columns} 顯示為值標籤</translation>
    </message>
    <message>
      <source>{note} (read another with --sheet NAME)</source>
      <translation>{note}（用 --sheet 名稱 讀取其他工作表）</translation>
    </message>
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
      <source>suggested role</source>
      <translation>建議角色</translation>
    </message>
    <message>
      <source>kind</source>
      <translation>類別</translation>
    </message>
    <message>
      <source>confidence</source>
      <translation>置信度</translation>
    </message>
    <message>
      <source>remove and coarsen the detected identifiers first: hipaa-safe-harbor (HIPAA Safe Harbor) or cn-personal-info (Chinese direct identifiers); without --qi and privacy models only the preset is applied</source>
      <translation>先刪除並粗化檢測到的識別符號：hipaa-safe-harbor（HIPAA 安全港）或 cn-personal-info（中國直接識別符號）；未給出 --qi 和隱私模型時只應用預設</translation>
    </message>
    <message>
      <source>suggest each column's role (identifier, quasi-identifier, sensitive, insensitive) with its kind, confidence and reason</source>
      <translation>為每一列建議角色（識別符號、準識別符號、敏感、非敏感），並給出類別、置信度和理由</translation>
    </message>
    <message>
      <source>build a generalization hierarchy for a column and write it as an ARX hierarchy file</source>
      <translation>為某一列構建泛化層次結構，並寫成 ARX 層次結構檔案</translation>
    </message>
    <message>
      <source>CSV, .xlsx or .xls file</source>
      <translation>CSV、.xlsx 或 .xls 檔案</translation>
    </message>
    <message>
      <source>the column to build the hierarchy for</source>
      <translation>要構建層次結構的列</translation>
    </message>
    <message>
      <source>builder (default: chosen by the column's type: dates day → month → year → decade → *; numbers in intervals of a round width w (1, 2 or 5 × 10^k, at most 20 over the data's range), then 2w, 4w, 8w … until one covers the data, then * (ages 0-99: 5, 10, 20, 40, 80, *); codes masked from the right; other text value → *)</source>
      <translation>構建方式（預設按列的型別選擇：日期 日 → 月 → 年 → 十年 → *；數字按整齊寬度 w 的區間（1、2 或 5 × 10^k，在資料範圍內最多 20 個區間），再依次為 2w、4w、8w …… 直到一個區間覆蓋全部資料，然後為 *（年齡 0-99：5、10、20、40、80、*）；編碼從右側起遮蓋；其他文字 值 → *）</translation>
    </message>
    <message>
      <source>intervals: width of the first level</source>
      <translation>區間：第一層的區間寬度</translation>
    </message>
    <message>
      <source>intervals: how many intervals each level joins, e.g. 2,2,5</source>
      <translation>區間：每一層合併多少個區間，例如 2,2,5</translation>
    </message>
    <message>
      <source>masking: the masking character</source>
      <translation>掩碼：掩碼字元</translation>
    </message>
    <message>
      <source>masking: mask from this end</source>
      <translation>掩碼：從這一端開始掩碼</translation>
    </message>
    <message>
      <source>dates: levels from fine to coarse, e.g. month,year,decade</source>
      <translation>日期：由細到粗的層級，例如 month,year,decade</translation>
    </message>
    <message>
      <source>dates: strptime format of the values (default: the detected one)</source>
      <translation>日期：值的 strptime 格式（預設：檢測到的格式）</translation>
    </message>
    <message>
      <source>grouping: group sizes per level, e.g. 2,3</source>
      <translation>分組：每一層的組大小，例如 2,3</translation>
    </message>
    <message>
      <source>the hierarchy file to write (ARX format, ; separated)</source>
      <translation>要寫入的層次結構檔案（ARX 格式，以 ; 分隔）</translation>
    </message>
    <message>
      <source>quasi-identifier sets (distinction = distinct combinations / rows; separation = share of record pairs told apart):</source>
      <translation>準識別符號集合（區分度 = 不同組合數 / 行數；分離度 = 能被區分開的記錄對所佔比例）：</translation>
    </message>
    <message>
      <source>{column}: {rows:,} values, {levels} levels, written to {file}</source>
      <translation>{column}：{rows:,} 個值，{levels} 層，已寫入 {file}</translation>
    </message>
    <message>
      <source>attributes</source>
      <translation>屬性</translation>
    </message>
    <message>
      <source>distinction</source>
      <translation>區分度</translation>
    </message>
    <message>
      <source>separation</source>
      <translation>分離度</translation>
    </message>
    <message>
      <source>written: {data}, {record}</source>
      <translation>已寫入：{data}、{record}</translation>
    </message>
    <message>
      <source>{what} needs at least one value</source>
      <translation>{what} 至少需要一個值</translation>
    </message>
    <message>
      <source>values the hierarchy does not cover: {values}</source>
      <translation>層次結構未覆蓋的值：{values}</translation>
    </message>
    <message>
      <source>{name}: {value}</source>
      <translation>{name}：{value}</translation>
    </message>
    <message>
      <source>smallest set that tells apart {alpha:.0%} of the pairs: {attributes}</source>
      <translation>能區分 {alpha:.0%} 記錄對的最小集合：{attributes}</translation>
    </message>
    <message>
      <source>usage: </source>
      <translation>用法：</translation>
    </message>
    <message>
      <source>positional arguments</source>
      <translation>位置引數</translation>
    </message>
    <message>
      <source>options</source>
      <translation>選項</translation>
    </message>
    <message>
      <source>show this help message and exit</source>
      <translation>顯示此幫助資訊並退出</translation>
    </message>
    <message>
      <source>show program's version number and exit</source>
      <translation>顯示程式的版本號並退出</translation>
    </message>
    <message>
      <source>argument %(argument_name)s: %(message)s</source>
      <translation>引數 %(argument_name)s：%(message)s</translation>
    </message>
    <message>
      <source>the following arguments are required: %s</source>
      <translation>以下引數是必需的：%s</translation>
    </message>
    <message>
      <source>unrecognized arguments: %s</source>
      <translation>無法識別的引數：%s</translation>
    </message>
    <message>
      <source>invalid choice: %(value)r (choose from %(choices)s)</source>
      <translation>無效的選項：%(value)r（可選值：%(choices)s）</translation>
    </message>
    <message>
      <source>invalid %(type)s value: %(value)r</source>
      <translation>無效的 %(type)s 值：%(value)r</translation>
    </message>
    <message>
      <source>expected one argument</source>
      <translation>需要一個引數值</translation>
    </message>
    <message>
      <source>ambiguous option: %(option)s could match %(matches)s</source>
      <translation>有歧義的選項：%(option)s 可能匹配 %(matches)s</translation>
    </message>
    <message>
      <source>ignored explicit argument %r</source>
      <translation>已忽略顯式引數 %r</translation>
    </message>
    <message>
      <source>window (privdesk [FILE] [options]: FILE is a table or a .privdesk project to open, as a file association passes it)</source>
      <translation>視窗（privdesk [FILE] [options]：FILE 是要開啟的資料表或 .privdesk 專案，與檔案關聯傳入的方式相同）</translation>
    </message>
    <message>
      <source>privacy models (with a project, these replace its models)</source>
      <translation>隱私模型（與專案一起使用時，將替換專案中的模型）</translation>
    </message>
    <message>
      <source>algorithm</source>
      <translation>演算法</translation>
    </message>
    <message>
      <source>PrivDesk: prepare tabular data for release and prove that it is safe to release. Without a command, opens the window.</source>
      <translation>PrivDesk：為釋出準備表格資料，並證明其可以安全釋出。不帶命令執行時將開啟視窗。</translation>
    </message>
    <message>
      <source>open the window on the bundled hospital sample</source>
      <translation>開啟視窗並載入內建的醫院示例</translation>
    </message>
    <message>
      <source>open the window (on FILE or --sample), save a picture of it to OUT.png and exit; checks an installation without a display together with QT_QPA_PLATFORM=offscreen</source>
      <translation>開啟視窗（載入 FILE 或 --sample），將視窗截圖儲存到 OUT.png 後退出；配合 QT_QPA_PLATFORM=offscreen 可在沒有顯示器的環境中檢查安裝</translation>
    </message>
    <message>
      <source>what is in a table: encoding, delimiter, types, missing and failing values</source>
      <translation>檢視資料表的內容：編碼、分隔符、型別、缺失值和型別不符的值</translation>
    </message>
    <message>
      <source>a table file (CSV, Excel, Parquet, Feather, SPSS, Stata, SAS, SQLite) or a database URL</source>
      <translation>表檔案（CSV、Excel、Parquet、Feather、SPSS、Stata、SAS、SQLite）或資料庫 URL</translation>
    </message>
    <message>
      <source>which privacy models a released table satisfies, with the achieved k, l, t, α, β, δ; exits 1 when a requirement you name is not met</source>
      <translation>檢查釋出表滿足哪些隱私模型，並給出實際達到的 k、l、t、α、β、δ；所指定的要求未滿足時以退出碼 1 退出</translation>
    </message>
    <message>
      <source>the released table</source>
      <translation>釋出表</translation>
    </message>
    <message>
      <source>quasi-identifiers, comma-separated</source>
      <translation>準識別符號，以逗號分隔</translation>
    </message>
    <message>
      <source>sensitive attributes, comma-separated</source>
      <translation>敏感屬性，以逗號分隔</translation>
    </message>
    <message>
      <source>ARX-style hierarchy: of a sensitive attribute for hierarchical t-closeness, of a QI to generalize the population for δ-presence</source>
      <translation>ARX 格式的泛化層次：敏感屬性的泛化層次用於層次 t-接近性，準識別符號的泛化層次用於為 δ-存在性泛化總體表</translation>
    </message>
    <message>
      <source>sensitivity-level table of a sensitive attribute, for (αij,k,m)-anonymity</source>
      <translation>敏感屬性的敏感等級表，用於 (αij,k,m)-匿名</translation>
    </message>
    <message>
      <source>privacy level PL = DR x IR, entropy change, risk and utility of a release against its original (rows paired by position)</source>
      <translation>將釋出資料與其原始表對比，計算隱私水平 PL = DR x IR、熵變化、風險和效用（按位置逐行配對）</translation>
    </message>
    <message>
      <source>the original table</source>
      <translation>原始表</translation>
    </message>
    <message>
      <source>the released table, same rows in the same order</source>
      <translation>釋出表，行相同且順序相同</translation>
    </message>
    <message>
      <source>attributes an attacker knows when measuring ATTR (default: all other QIs)</source>
      <translation>度量 ATTR 時攻擊者已知的屬性（預設：其他所有準識別符號）</translation>
    </message>
    <message>
      <source>ARX-style hierarchy of a QI, for WHD loss and ARX's utility metrics</source>
      <translation>準識別符號的 ARX 格式泛化層次，用於 WHD 損失和 ARX 的效用指標</translation>
    </message>
    <message>
      <source>population table (original values) for link-matching figures</source>
      <translation>總體表（原始值），用於計算連結匹配指標</translation>
    </message>
    <message>
      <source>weight of a QI in the weighted attribute entropy (default: equal weights)</source>
      <translation>準識別符號在加權屬性熵中的權重（預設：相同權重）</translation>
    </message>
    <message>
      <source>anonymize a table as a project (or the flags) says; write the release only when it meets every privacy model</source>
      <translation>按專案（或命令列選項）的設定對資料表進行匿名化；僅當滿足所有隱私模型時才寫出釋出資料</translation>
    </message>
    <message>
      <source>a .privdesk project, or a table with --qi and the models as flags</source>
      <translation>.privdesk 專案，或資料表（配合 --qi 並以選項指定模型）</translation>
    </message>
    <message>
      <source>quasi-identifiers, comma-separated (without a project)</source>
      <translation>準識別符號，以逗號分隔（不使用專案時）</translation>
    </message>
    <message>
      <source>identifier columns (dropped)</source>
      <translation>識別符號列（將被刪除）</translation>
    </message>
    <message>
      <source>date columns shifted per person: every date of one person moves by the same secret offset, so intervals are kept and calendar dates hidden (needs --person)</source>
      <translation>按人偏移的日期列：同一人的所有日期移動相同的保密天數，間隔保持不變而真實日期被隱藏（需要 --person）</translation>
    </message>
    <message>
      <source>the largest date shift, in days either way (with --date-shift)</source>
      <translation>日期最大偏移天數，正負方向均可（與 --date-shift 一起使用）</translation>
    </message>
    <message>
      <source>free-text columns (notes) released redacted: names, ID and phone numbers, addresses, dates … inside their cells replaced by their kind; an unmarked free-text column blocks the release</source>
      <translation>以脫敏形式釋出的自由文字列（備註、病程記錄）：單元格中的姓名、證件號、電話號碼、地址、日期等替換為其類別；未標記的自由文字列會阻止釋出</translation>
    </message>
    <message>
      <source>columns released unchanged on purpose although they look like direct identifiers (written into the verdict and the report)</source>
      <translation>雖然看起來像直接識別符號但有意原樣釋出的列（寫入結論和報告）</translation>
    </message>
    <message>
      <source>ARX-style hierarchy of a column</source>
      <translation>某一列的 ARX 格式泛化層次</translation>
    </message>
    <message>
      <source>a folder with a hierarchy per column: &lt;column&gt;.csv or *_&lt;column&gt;.csv</source>
      <translation>每列各有一個泛化層次檔案的資料夾：&lt;column&gt;.csv 或 *_&lt;column&gt;.csv</translation>
    </message>
    <message>
      <source>sensitivity-level table of a sensitive attribute ((αij,k,m) algorithm)</source>
      <translation>敏感屬性的敏感等級表（(αij,k,m) 演算法）</translation>
    </message>
    <message>
      <source>the search (default: the project's, else optimal); auto: the optimal search up to 100,000 transformations, the genetic search beyond (from a local optimum, anytime, 60 s unless limited; reproducible under --step-limit)</source>
      <translation>搜尋方法（預設：專案中的設定，否則為最優搜尋）；auto：不超過 100,000 個變換時用最優搜尋，超過時用遺傳搜尋（從局部最優出發，隨時可停，未設限時為 60 秒；在 --step-limit 下結果可重現）</translation>
    </message>
    <message>
      <source>share of rows that may be suppressed (e.g. 0.05)</source>
      <translation>允許被抑制的行所佔的比例（例如 0.05）</translation>
    </message>
    <message>
      <source>utility metric the optimal search minimises</source>
      <translation>最優搜尋要最小化的效用指標</translation>
    </message>
    <message>
      <source>Mondrian's split rule</source>
      <translation>Mondrian 的劃分規則</translation>
    </message>
    <message>
      <source>stop the search after this many seconds and release the best found so far</source>
      <translation>搜尋到這麼多秒後停止，併發布目前找到的最佳結果</translation>
    </message>
    <message>
      <source>stop the search after evaluating N candidates and release the best found so far</source>
      <translation>評估 N 個候選後停止搜尋，併發布目前找到的最佳結果</translation>
    </message>
    <message>
      <source>microaggregate a numeric attribute that is not a quasi-identifier: each class shows its mean, geometric-mean, median, mode, interval or set</source>
      <translation>對不是準識別符號的數值屬性做微聚合：每個等價類顯示其 mean（均值）、geometric-mean（幾何均值）、median（中位數）、mode（眾數）、interval（區間）或 set（集合）</translation>
    </message>
    <message>
      <source>recode the records the search would suppress by suppressing single cells: arx (default; ARX's cell-suppression mode, 1%% of the table per round) or gradual (1%% of the records still suppressed per round); every model, δ-presence and k-map too</source>
      <translation>對搜尋本會抑制的記錄改為只抑制其中的單個單元格：arx（預設；ARX 的單元格抑制模式，每輪至少放回全表的 1%%）或 gradual（每輪至少放回仍被抑制記錄的 1%%）；適用於所有模型，包括 δ-存在性和 k-map</translation>
    </message>
    <message>
      <source>folder for anonymized.csv and summary.json</source>
      <translation>存放 anonymized.csv 和 summary.json 的資料夾</translation>
    </message>
    <message>
      <source>also write anonymized.xlsx</source>
      <translation>同時寫出 anonymized.xlsx</translation>
    </message>
    <message>
      <source>rebuild a project's release and its audit report</source>
      <translation>重新生成專案的釋出資料及其審計報告</translation>
    </message>
    <message>
      <source>a .privdesk project</source>
      <translation>.privdesk 專案</translation>
    </message>
    <message>
      <source>folder for the release, report.xlsx and report.json</source>
      <translation>存放釋出資料、report.xlsx 和 report.json 的資料夾</translation>
    </message>
    <message>
      <source>check a table released elsewhere and write the signed report</source>
      <translation>檢查在其他地方釋出的資料表，並寫出已簽名的報告</translation>
    </message>
    <message>
      <source>the original table (same rows, same order) for PL, EC and losses</source>
      <translation>原始表（行相同、順序相同），用於計算 PL、EC 和資訊損失</translation>
    </message>
    <message>
      <source>ARX-style hierarchy</source>
      <translation>ARX 格式的泛化層次</translation>
    </message>
    <message>
      <source>sensitivity-level table of a sensitive attribute</source>
      <translation>敏感屬性的敏感等級表</translation>
    </message>
    <message>
      <source>columns released on purpose although they look like direct identifiers (a warning in the verdict instead of a failure)</source>
      <translation>雖然看起來像直接識別符號但有意釋出的列（在結論中作為警告而非未透過）</translation>
    </message>
    <message>
      <source>folder for report.xlsx and report.json</source>
      <translation>存放 report.xlsx 和 report.json 的資料夾</translation>
    </message>
    <message>
      <source>run the bundled hospital sample end to end, headless</source>
      <translation>以無介面方式完整執行內建的醫院示例</translation>
    </message>
    <message>
      <source>folder for the outputs (default: a new folder in the current directory)</source>
      <translation>輸出資料夾（預設：在當前目錄中新建一個資料夾）</translation>
    </message>
    <message>
      <source>make a signing key pair in minisign's format; the secret key is encrypted with a passphrase read from the environment variable PRIVDESK_KEY_PASSPHRASE, else asked for (hidden)</source>
      <translation>建立 minisign 格式的簽名金鑰對；私鑰使用口令加密，口令從環境變數 PRIVDESK_KEY_PASSPHRASE 讀取，否則會提示輸入（輸入內容不顯示）</translation>
    </message>
    <message>
      <source>Make a signing key pair in minisign's format; the secret key is encrypted with a passphrase read from the environment variable PRIVDESK_KEY_PASSPHRASE, else asked for (hidden). The secret key file (NAME.key, mode 0600) also works with minisign -S -s; give auditors NAME.pub.</source>
      <translation>建立 minisign 格式的簽名金鑰對；私鑰使用口令加密，口令從環境變數 PRIVDESK_KEY_PASSPHRASE 讀取，否則會提示輸入（輸入內容不顯示）。私鑰檔案（NAME.key，許可權 0600）也可用於 minisign -S -s；請將 NAME.pub 交給審計人員。</translation>
    </message>
    <message>
      <source>the key owner's name, e.g. "Jane Doe"; the key files are named after it (jane-doe.key, jane-doe.pub)</source>
      <translation>金鑰所有者的名稱，例如 "Jane Doe"；金鑰檔案以此命名（jane-doe.key、jane-doe.pub）</translation>
    </message>
    <message>
      <source>folder for the key files (default: PrivDesk's config folder, keys/)</source>
      <translation>存放金鑰檔案的資料夾（預設：PrivDesk 配置資料夾中的 keys/）</translation>
    </message>
    <message>
      <source>replace an existing key pair of that name</source>
      <translation>替換同名的已有金鑰對</translation>
    </message>
    <message>
      <source>check a report or data file against its minisign signature and a public key you trust; exits 1 when it does not verify</source>
      <translation>使用 minisign 簽名和您信任的公鑰檢查報告或資料檔案；驗證未透過時以退出碼 1 退出</translation>
    </message>
    <message>
      <source>Check a report or data file against its minisign signature and a public key you trust; exits 1 when it does not verify. The same check as minisign -V -p KEY.pub -m FILE.</source>
      <translation>使用 minisign 簽名和您信任的公鑰檢查報告或資料檔案；驗證未透過時以退出碼 1 退出。與 minisign -V -p KEY.pub -m FILE 的檢查相同。</translation>
    </message>
    <message>
      <source>the signed file, e.g. report.xlsx</source>
      <translation>已簽名的檔案，例如 report.xlsx</translation>
    </message>
    <message>
      <source>the trusted public key: a .pub file or the base64 key string</source>
      <translation>受信任的公鑰：.pub 檔案或 base64 金鑰字串</translation>
    </message>
    <message>
      <source>the signature file (default: FILE.minisig)</source>
      <translation>簽名檔案（預設：FILE.minisig）</translation>
    </message>
    <message>
      <source>the columns an attacker already knows from elsewhere, for the attack test of the release (default: the quasi-identifiers; linkability splits them into two halves)</source>
      <translation>攻擊者已從別處得知的列，用於釋出資料的攻擊測試（預設：準識別符號；可連結性測試將其分為兩半）</translation>
    </message>
    <message>
      <source>interrupted</source>
      <translation>已中斷</translation>
    </message>
    <message>
      <source>{file}: no such file</source>
      <translation>{file}：檔案不存在</translation>
    </message>
    <message>
      <source>a file to open ({file}) cannot be followed by a command</source>
      <translation>要開啟的檔案（{file}）之後不能再跟命令</translation>
    </message>
    <message>
      <source>{file}: {reason}</source>
      <translation>{file}：{reason}</translation>
    </message>
    <message>
      <source>{message} (see {command} --help)</source>
      <translation>{message}（參見 {command} --help）</translation>
    </message>
    <message>
      <source>{model} needs --sensitive</source>
      <translation>{model} 需要 --sensitive</translation>
    </message>
    <message>
      <source>IL1s (mean standardised distance to the original)</source>
      <translation>IL1s（與原值的平均標準化距離）</translation>
    </message>
    <message>
      <source>eigenvalue distance of the correlation structure</source>
      <translation>相關結構的特徵值距離</translation>
    </message>
    <message>
      <source>within-group variance share (SSE/SST)</source>
      <translation>組內方差佔比（SSE/SST）</translation>
    </message>
    <message>
      <source>MDAV microaggregation: replace numeric columns by the means of groups of at least k similar rows</source>
      <translation>MDAV 微聚合：用至少 k 條相似行組成的組的均值替換數值列</translation>
    </message>
    <message>
      <source>comma-separated numeric columns to aggregate together</source>
      <translation>要一起聚合的數值列，以逗號分隔</translation>
    </message>
    <message>
      <source>rows per group, at least (default 3)</source>
      <translation>每組至少的行數（預設 3）</translation>
    </message>
    <message>
      <source>folder for released.csv and transformation.json</source>
      <translation>存放 released.csv 和 transformation.json 的資料夾</translation>
    </message>
    <message>
      <source>add noise to numeric columns and/or PRAM categorical columns, reproducibly from a seed</source>
      <translation>為數值列新增噪聲和/或對分類列做 PRAM，可由種子復現</translation>
    </message>
    <message>
      <source>comma-separated numeric columns to add noise to</source>
      <translation>要新增噪聲的數值列，以逗號分隔</translation>
    </message>
    <message>
      <source>noise standard deviation as a share of each column's standard deviation (default 0.1)</source>
      <translation>噪聲標準差佔各列標準差的比例（預設 0.1）</translation>
    </message>
    <message>
      <source>uncorrelated noise per column, or noise with the columns' covariance (default)</source>
      <translation>各列獨立的不相關噪聲，或具有各列協方差的噪聲（預設）</translation>
    </message>
    <message>
      <source>round the noisy values to this many decimals</source>
      <translation>將加噪後的值四捨五入到此位小數</translation>
    </message>
    <message>
      <source>comma-separated categorical columns to PRAM</source>
      <translation>要做 PRAM 的分類列，以逗號分隔</translation>
    </message>
    <message>
      <source>PRAM: probability of keeping a value before the matrix is made invariant (default 0.8)</source>
      <translation>PRAM：在矩陣變為不變矩陣之前保留原值的機率（預設 0.8）</translation>
    </message>
    <message>
      <source>PRAM with the plain matrix, without keeping the expected frequencies</source>
      <translation>使用普通矩陣做 PRAM，不保持期望頻數</translation>
    </message>
    <message>
      <source>PRAM with your transition matrix: a CSV whose header and first column list the categories, row = from, column = to</source>
      <translation>使用你的轉移矩陣做 PRAM：一個 CSV 檔案，表頭和第一列列出各類別，行 = 原類別，列 = 新類別</translation>
    </message>
    <message>
      <source>seed of the random draws (default: a new one, recorded)</source>
      <translation>隨機抽取的種子（預設：新生成一個並記錄下來）</translation>
    </message>
    <message>
      <source>k-anonymity by suppressing single cells of the quasi-identifiers, least important column first (sdcMicro's local suppression)</source>
      <translation>透過抑制準識別符號的單個單元格實現 k-匿名，先抑制最不重要的列（sdcMicro 的區域性抑制）</translation>
    </message>
    <message>
      <source>comma-separated quasi-identifiers</source>
      <translation>準識別符號，以逗號分隔</translation>
    </message>
    <message>
      <source>every row matches at least k rows, a suppressed cell matching any value (default 2)</source>
      <translation>每行至少與 k 行匹配，被抑制的單元格匹配任何值（預設 2）</translation>
    </message>
    <message>
      <source>comma-separated importance of the quasi-identifiers in the same order, 1 = most important, suppressed last (default: fewer distinct values = more important)</source>
      <translation>按相同順序給出各準識別符號的重要性，以逗號分隔，1 = 最重要、最後抑制（預設：不同值越少越重要）</translation>
    </message>
    <message>
      <source>what a suppressed cell shows (default *; '' = empty)</source>
      <translation>被抑制的單元格顯示的內容（預設 *；'' = 空）</translation>
    </message>
    <message>
      <source>name columns with --noise and/or --pram</source>
      <translation>請用 --noise 和/或 --pram 指定列</translation>
    </message>
    <message>
      <source>the matrix's first column must list the same categories as its header</source>
      <translation>矩陣的第一列必須列出與表頭相同的類別</translation>
    </message>
    <message>
      <source>MDAV: {rows:,} rows of {columns} in {groups:,} groups of at least {k} rows; written to {path}</source>
      <translation>MDAV：{columns} 的 {rows:,} 行分為 {groups:,} 組，每組至少 {k} 行；已寫入 {path}</translation>
    </message>
    <message>
      <source>written to {path}</source>
      <translation>已寫入 {path}</translation>
    </message>
    <message>
      <source>{k}-anonymity by suppressing {cells:,} cells in {rows:,} rows; written to {path}</source>
      <translation>透過抑制 {rows:,} 行中的 {cells:,} 個單元格實現 {k}-匿名；已寫入 {path}</translation>
    </message>
    <message>
      <source>--importance expects whole numbers</source>
      <translation>--importance 需要整數</translation>
    </message>
    <message>
      <source>noise ({kind}, {share} × sd, seed {seed}) on {columns}</source>
      <translation>對 {columns} 新增噪聲（{kind}，{share} × 標準差，種子 {seed}）</translation>
    </message>
    <message>
      <source>PRAM (seed {seed}) on {columns}</source>
      <translation>對 {columns} 做 PRAM（種子 {seed}）</translation>
    </message>
    <message>
      <source>cannot read the transition matrix: {error}</source>
      <translation>無法讀取轉移矩陣：{error}</translation>
    </message>
    <message>
      <source>{column}: {changed:,} values changed ({share:.1%}), category shares moved by {distance:.4f}</source>
      <translation>{column}：{changed:,} 個值被改變（{share:.1%}），類別佔比變化 {distance:.4f}</translation>
    </message>
    <message>
      <source>requirements (exit 1 when one is not met)</source>
      <translation>要求（任一要求未滿足時以退出碼 1 退出）</translation>
    </message>
    <message>
      <source>risk threshold (exit 1 when it is not met; anonymize enforces it)</source>
      <translation>風險閾值（未滿足時以退出碼 1 退出；anonymize 會強制滿足）</translation>
    </message>
    <message>
      <source>Excel sheet name or 0-based number (default: the first)</source>
      <translation>Excel 工作表名稱或從 0 開始的編號（預設：第一個）</translation>
    </message>
    <message>
      <source>text encoding of a CSV file (default: detected)</source>
      <translation>CSV 檔案的文字編碼（預設：自動檢測）</translation>
    </message>
    <message>
      <source>CSV delimiter: , ; | or \t (default: detected)</source>
      <translation>CSV 分隔符：, ; | 或 \t（預設：自動檢測）</translation>
    </message>
    <message>
      <source>comma-separated list of texts that mean 'missing' (default: empty, NA, N/A, NULL, null, ?)</source>
      <translation>表示“缺失”的文字列表，以逗號分隔（預設：空、NA、N/A、NULL、null、?）</translation>
    </message>
    <message>
      <source>state δ in bits (log base 2), as ARX does: δ_ARX = δ / ln 2</source>
      <translation>以位元（以 2 為底的對數）表示 δ，與 ARX 相同：δ_ARX = δ / ln 2</translation>
    </message>
    <message>
      <source>population table (original values) the data is drawn from, for δ-presence</source>
      <translation>資料所來源的總體表（原始值），用於 δ-存在性</translation>
    </message>
    <message>
      <source>how the data will be released (SPEC §3; default public)</source>
      <translation>資料的釋出方式（SPEC §3；預設 public）</translation>
    </message>
    <message>
      <source>invasion of privacy if re-identified: sets the risk threshold 0.1/0.075/0.05 (default high)</source>
      <translation>被重識別時對隱私的侵犯程度：設定風險閾值 0.1/0.075/0.05（預設 high）</translation>
    </message>
    <message>
      <source>risk threshold (overrides --invasion)</source>
      <translation>風險閾值（覆蓋 --invasion）</translation>
    </message>
    <message>
      <source>largest share of records whose risk exceeds the threshold (e.g. 0.01)</source>
      <translation>風險超過閾值的記錄所佔的最大比例（例如 0.01）</translation>
    </message>
    <message>
      <source>give at least one column name</source>
      <translation>請至少指定一個列名</translation>
    </message>
    <message>
      <source>sign with this secret key (passphrase from PRIVDESK_KEY_PASSPHRASE or asked for); without it the report is not signed</source>
      <translation>使用此私鑰簽名（口令從 PRIVDESK_KEY_PASSPHRASE 讀取，否則提示輸入）；不指定時報告不簽名</translation>
    </message>
    <message>
      <source>the name written into the report and its signature</source>
      <translation>寫入報告及其簽名中的名稱</translation>
    </message>
    <message>
      <source>the release's context (JSON or TOML: recipient, purpose, environment, external data, threshold and its justification, the person responsible), the report's first sheet; it replaces the entries of the project's context</source>
      <translation>發布的脈絡（JSON 或 TOML：接收方、用途、環境、外部資料、閾值及其理由、負責人），即報告的第一張工作表；它取代專案脈絡中的相應條目</translation>
    </message>
    <message>
      <source>also write report.xlsx and report.json</source>
      <translation>同時寫出 report.xlsx 和 report.json</translation>
    </message>
    <message>
      <source>{flag} expects COLUMN=VALUE</source>
      <translation>{flag} 需要 COLUMN=VALUE 格式</translation>
    </message>
    <message>
      <source>{flag} given twice for column '{column}'</source>
      <translation>列“{column}”重複指定了 {flag}</translation>
    </message>
    <message>
      <source>met: {model}: required {required}, achieved {achieved}</source>
      <translation>滿足：{model}：要求 {required}，實際 {achieved}</translation>
    </message>
    <message>
      <source>NOT MET: {model}: required {required}, achieved {achieved}</source>
      <translation>未滿足：{model}：要求 {required}，實際 {achieved}</translation>
    </message>
    <message>
      <source>met: {requirement}</source>
      <translation>滿足：{requirement}</translation>
    </message>
    <message>
      <source>NOT MET: {requirement}</source>
      <translation>未滿足：{requirement}</translation>
    </message>
    <message>
      <source>the person key: a column naming the person of each row (patient number); every model then counts persons, not rows</source>
      <translation>患者標識：標明每行所屬之人的列（如住院號）；所有模型隨後按人而非按行計數</translation>
    </message>
    <message>
      <source>person key '{person}': {persons:,} persons on {rows:,} rows ({repeated:,} with several rows); smallest class in persons: {k} ({rows_of_k:,} rows)</source>
      <translation>患者標識 '{person}'：{rows:,} 行共 {persons:,} 人（{repeated:,} 人有多行）；按人計的最小等價類：{k}（{rows_of_k:,} 行）</translation>
    </message>
    <message>
      <source>person key '{person}': {persons:,} persons, {suppressed:,} suppressed with all their rows; the classes count persons</source>
      <translation>患者標識 '{person}'：{persons:,} 人，其中 {suppressed:,} 人連同其所有行被抑制；等價類按人計數</translation>
    </message>
    <message>
      <source>population risk (the table is a sample of a population)</source>
      <translation>總體風險（該表是某一總體的樣本）</translation>
    </message>
    <message>
      <source>number of people in the population the table was drawn from</source>
      <translation>該表所抽自的總體人數</translation>
    </message>
    <message>
      <source>share of the population that is in the table (0 &lt; F ≤ 1)</source>
      <translation>總體中進入該表的比例（0 &lt; F ≤ 1）</translation>
    </message>
    <message>
      <source>population-uniqueness estimator (default: Dankar's decision rule)</source>
      <translation>總體唯一性估計方法（預設：Dankar 決策規則）</translation>
    </message>
    <message>
      <source>column of sampling weights, for sdcMicro's individual risk</source>
      <translation>抽樣權重列，用於 sdcMicro 的個體風險</translation>
    </message>
    <message>
      <source>requirement: at most this share of records unique in the table</source>
      <translation>要求：表中唯一記錄的比例不超過此值</translation>
    </message>
    <message>
      <source>requirement: at most this estimated share of the population unique</source>
      <translation>要求：總體中唯一者的估計比例不超過此值</translation>
    </message>
    <message>
      <source>requirement (ARX's AverageReidentificationRisk): the kept records' average re-identification risk, groups ÷ kept records, at most θ; suppressed records are left out. Not the release model's average risk (--release-model non-public), which counts the suppressed records as one group</source>
      <translation>要求（ARX 的 AverageReidentificationRisk）：保留記錄的平均重識別風險（組數 ÷ 保留記錄數）不超過 θ；被抑制的記錄不計入。不同於釋出模型的平均風險（--release-model non-public），後者把被抑制的記錄算作一個組</translation>
    </message>
    <message>
      <source>requirement: every class matches at least K people of the population table (--population), or, with --population-size/--sampling-fraction, is estimated to</source>
      <translation>要求：每個等價類至少匹配總體表（--population）中的 K 個人；或在給出 --population-size/--sampling-fraction 時按估計滿足</translation>
    </message>
    <message>
      <source>how k-map estimates population class sizes without a population table</source>
      <translation>沒有總體表時 k-map 估計總體中各組規模的方法</translation>
    </message>
    <message>
      <source>significance level of the estimated k-map (default 0.01)</source>
      <translation>估計 k-map 的顯著性水平（預設 0.01）</translation>
    </message>
    <message>
      <source>prosecutor</source>
      <translation>檢察官</translation>
    </message>
    <message>
      <source>journalist</source>
      <translation>記者</translation>
    </message>
    <message>
      <source>sample uniqueness: {share:.2%} of the records are unique in the table</source>
      <translation>樣本唯一性：{share:.2%} 的記錄在表中唯一</translation>
    </message>
    <message>
      <source>marketer risk: {rate:.4f} of the records re-identified on average</source>
      <translation>營銷者風險：平均有 {rate:.4f} 的記錄被重識別</translation>
    </message>
    <message>
      <source>{k}-map estimated ({estimator}, significance {alpha:g}) as {derived}-anonymity, type-I error {error:.2g}</source>
      <translation>{k}-map 估計為 {derived}-匿名（{estimator}，顯著性 {alpha:g}），第一類錯誤 {error:.2g}</translation>
    </message>
    <message>
      <source>population uniqueness ({estimator}): {share:.4%} of a population of {size:,.0f} (sampling fraction {fraction:.4g}); Pitman {pitman}, Zayatz {zayatz}, SNB {snb}, Dankar's rule chose {chosen}</source>
      <translation>總體唯一性（{estimator}）：在 {size:,.0f} 人的總體中佔 {share:.4%}（抽樣比例 {fraction:.4g}）；Pitman {pitman}，Zayatz {zayatz}，SNB {snb}，Dankar 規則選擇了 {chosen}</translation>
    </message>
    <message>
      <source>{attacker} risk: highest {highest:.4f}, average {average:.4f}, records above {threshold:g}: {share:.2%}</source>
      <translation>{attacker}風險：最高 {highest:.4f}，平均 {average:.4f}，高於 {threshold:g} 的記錄：{share:.2%}</translation>
    </message>
    <message>
      <source>k-map estimated ({estimator}, significance {alpha:g}): {k}-map holds when the smallest class has {derived} records; it has {smallest:,}</source>
      <translation>k-map 估計（{estimator}，顯著性 {alpha:g}）：最小的等價類有 {derived} 條記錄時滿足 {k}-map；實際為 {smallest:,}</translation>
    </message>
    <message>
      <source>individual risk (weights '{column}'): highest {maximum:.4f}, mean {mean:.4f}, expected re-identifications {expected:.2f}</source>
      <translation>個體風險（權重 '{column}'）：最高 {maximum:.4f}，平均 {mean:.4f}，預期重識別數 {expected:.2f}</translation>
    </message>
    <message>
      <source>k-map against the population table: k = {k:,}</source>
      <translation>相對總體表的 k-map：k = {k:,}</translation>
    </message>
    <message>
      <source>Passphrase for the new secret key: </source>
      <translation>新私鑰的口令：</translation>
    </message>
    <message>
      <source>Passphrase of the secret key: </source>
      <translation>私鑰的口令：</translation>
    </message>
    <message>
      <source>the passphrase is empty</source>
      <translation>口令為空</translation>
    </message>
    <message>
      <source>Passphrase again: </source>
      <translation>再次輸入口令：</translation>
    </message>
    <message>
      <source>the two passphrases differ</source>
      <translation>兩次輸入的口令不一致</translation>
    </message>
    <message>
      <source>secret key: {path} (encrypted; keep it private)</source>
      <translation>私鑰：{path}（已加密；請妥善保管，切勿外洩）</translation>
    </message>
    <message>
      <source>public key: {path} (give it to auditors)</source>
      <translation>公鑰：{path}（請交給審計人員）</translation>
    </message>
    <message>
      <source>key id {key_id}, public key SHA-256 {sha256}</source>
      <translation>金鑰 ID {key_id}，公鑰 SHA-256 {sha256}</translation>
    </message>
    <message>
      <source>verify with: privdesk verify FILE --pubkey {path}   or   minisign -Vm FILE -P {key}</source>
      <translation>驗證方法：privdesk verify FILE --pubkey {path}   或   minisign -Vm FILE -P {key}</translation>
    </message>
    <message>
      <source>sha256 of the file: {sha256} (matches {role})</source>
      <translation>檔案的 sha256：{sha256}（與{role}一致）</translation>
    </message>
    <message>
      <source>sha256 of the file: {sha256}</source>
      <translation>檔案的 sha256：{sha256}</translation>
    </message>
    <message>
      <source>already exists; use --force to replace the key pair</source>
      <translation>已存在；使用 --force 可替換該金鑰對</translation>
    </message>
    <message>
      <source>no passphrase: set the environment variable {variable} or run in a terminal</source>
      <translation>沒有口令：請設定環境變數 {variable}，或在終端中執行</translation>
    </message>
    <message>
      <source>no passphrase for the secret key: set {variable} or run in a terminal</source>
      <translation>沒有私鑰的口令：請設定 {variable}，或在終端中執行</translation>
    </message>
    <message>
      <source>the environment variable {variable} is empty</source>
      <translation>環境變數 {variable} 為空</translation>
    </message>
    <message>
      <source>verified: {file} is signed by key {key_id} (signature {signature})</source>
      <translation>已驗證：{file} 由金鑰 {key_id} 簽名（簽名 {signature}）</translation>
    </message>
    <message>
      <source>{file}: signature does not verify: {reason}</source>
      <translation>{file}：簽名驗證未透過：{reason}</translation>
    </message>
    <message>
      <source>usefulness: summary statistics before → after</source>
      <translation>可用性：彙總統計量（之前 → 之後）</translation>
    </message>
    <message>
      <source>also compare summary statistics, a contingency table and classifiers before and after</source>
      <translation>同時比較之前與之後的彙總統計量、列聯表和分類器</translation>
    </message>
    <message>
      <source>with --usefulness: the column classifiers predict (default: none)</source>
      <translation>與 --usefulness 同用：分類器要預測的列（預設：無）</translation>
    </message>
    <message>
      <source>with --target: the feature columns, comma-separated (default: every other column)</source>
      <translation>與 --target 同用：特徵列，以逗號分隔（預設：其餘所有列）</translation>
    </message>
    <message>
      <source>with --usefulness: the two columns of the contingency table, comma-separated (default: the first two QIs)</source>
      <translation>與 --usefulness 同用：列聯表的兩列，以逗號分隔（預設：前兩個準識別符號）</translation>
    </message>
    <message>
      <source>with --target: logistic_regression, naive_bayes, random_forest (comma-separated)</source>
      <translation>與 --target 同用：logistic_regression、naive_bayes、random_forest（以逗號分隔）</translation>
    </message>
    <message>
      <source>with --usefulness: let suppressed cells (*) stand for every value instead of leaving them out</source>
      <translation>與 --usefulness 同用：讓被抑制的單元格（*）代表所有取值，而不是將其排除</translation>
    </message>
    <message>
      <source>suppressed</source>
      <translation>已抑制</translation>
    </message>
    <message>
      <source>figures</source>
      <translation>數值</translation>
    </message>
    <message>
      <source>--pair expects two column names</source>
      <translation>--pair 需要兩個列名</translation>
    </message>
    <message>
      <source>classifier</source>
      <translation>分類器</translation>
    </message>
    <message>
      <source>original</source>
      <translation>原始資料</translation>
    </message>
    <message>
      <source>release</source>
      <translation>釋出資料</translation>
    </message>
    <message>
      <source>mean {before} → {after}, sd {sd_before} → {sd_after}</source>
      <translation>均值 {before} → {after}，標準差 {sd_before} → {sd_after}</translation>
    </message>
    <message>
      <source>mode {before} → {after}</source>
      <translation>眾數 {before} → {after}</translation>
    </message>
    <message>
      <source>contingency table of '{row}' and '{column}': largest change of a cell {change:.2%}</source>
      <translation>'{row}' 與 '{column}' 的列聯表：單元格最大變化 {change:.2%}</translation>
    </message>
    <message>
      <source>the original has {original:,} rows and the release {released:,}; rows are paired by position</source>
      <translation>原始表有 {original:,} 行，而釋出資料有 {released:,} 行；行是按位置配對的</translation>
    </message>
    <message>
      <source>{count:,} released values are not a generalization of their original value in the hierarchy, e.g. {values} (first at data row {row})</source>
      <translation>有 {count:,} 個釋出值不是其原始值在泛化層次中的泛化，例如 {values}（首次出現在資料第 {row} 行）</translation>
    </message>
    <message>
      <source>the hierarchy is empty</source>
      <translation>泛化層次為空</translation>
    </message>
    <message>
      <source>has no cells</source>
      <translation>沒有任何單元格</translation>
    </message>
    <message>
      <source>the hierarchy file is empty</source>
      <translation>泛化層次檔案為空</translation>
    </message>
    <message>
      <source>the hierarchy for '{attribute}' has no row for {count} value(s) of the column: {values}</source>
      <translation>“{attribute}”的泛化層次中缺少該列 {count} 個值對應的行：{values}</translation>
    </message>
    <message>
      <source>the hierarchy has no row for {count} value(s) of the column: {values}</source>
      <translation>泛化層次中缺少該列 {count} 個值對應的行：{values}</translation>
    </message>
    <message>
      <source>a hierarchy entry needs a 'rows' list</source>
      <translation>泛化層次條目需要一個 'rows' 列表</translation>
    </message>
    <message>
      <source>a hierarchy's 'builder' must be an object or null</source>
      <translation>泛化層次的 'builder' 必須是物件或 null</translation>
    </message>
    <message>
      <source>{values} and {more} more</source>
      <translation>{values} 以及另外 {more} 個</translation>
    </message>
    <message>
      <source>file not found</source>
      <translation>找不到檔案</translation>
    </message>
    <message>
      <source>value '{value}' appears again (first in row {first}); each original value needs exactly one row</source>
      <translation>值“{value}”重複出現（首次出現在第 {first} 行）；每個原始值必須恰好對應一行</translation>
    </message>
    <message>
      <source>level {level} label '{label}' generalizes to '{first_parent}' in row {first} but to '{parent}' here, at level {parent_level} (column {column}); each label must have exactly one generalization</source>
      <translation>層級 {level} 的標籤“{label}”在第 {first} 行泛化為“{first_parent}”，但在此處（層級 {parent_level}，第 {column} 列）泛化為“{parent}”；每個標籤必須恰好只有一個泛化值</translation>
    </message>
    <message>
      <source>level {level} does not exist; the hierarchy has levels 0 to {height}</source>
      <translation>層級 {level} 不存在；該泛化層次的層級為 0 到 {height}</translation>
    </message>
    <message>
      <source>cannot read the file: {reason}</source>
      <translation>無法讀取該檔案：{reason}</translation>
    </message>
    <message>
      <source>unreadable line ({error})</source>
      <translation>無法讀取的行（{error}）</translation>
    </message>
    <message>
      <source>has {levels} levels, but row {first} has {depth}; every row needs the same number of levels</source>
      <translation>有 {levels} 個層級，但第 {first} 行有 {depth} 個；每一行的層級數必須相同</translation>
    </message>
    <message>
      <source>width</source>
      <translation>寬度</translation>
    </message>
    <message>
      <source>the interval width must be greater than 0</source>
      <translation>區間寬度必須大於 0</translation>
    </message>
    <message>
      <source>bottom</source>
      <translation>底端編碼界限</translation>
    </message>
    <message>
      <source>top</source>
      <translation>頂端編碼界限</translation>
    </message>
    <message>
      <source>start</source>
      <translation>起點</translation>
    </message>
    <message>
      <source>give the cut points of at least one level</source>
      <translation>請至少為一個層級指定切分點</translation>
    </message>
    <message>
      <source>the masking character must be a single character</source>
      <translation>掩碼字元必須是單個字元</translation>
    </message>
    <message>
      <source>the padding character must be a single character</source>
      <translation>填充字元必須是單個字元</translation>
    </message>
    <message>
      <source>group size</source>
      <translation>分組大小</translation>
    </message>
    <message>
      <source>give the groups of at least one level</source>
      <translation>請至少為一個層級指定分組</translation>
    </message>
    <message>
      <source>there are no values to build a hierarchy from</source>
      <translation>沒有可用於構建泛化層次的值</translation>
    </message>
    <message>
      <source>fanout</source>
      <translation>扇出</translation>
    </message>
    <message>
      <source>level {level} groups name values that do not exist: {values}</source>
      <translation>層級 {level} 的分組中指定了不存在的值：{values}</translation>
    </message>
    <message>
      <source>level {level} groups name level-{below} labels that do not exist: {values}</source>
      <translation>層級 {level} 的分組中指定了不存在的層級 {below} 標籤：{values}</translation>
    </message>
    <message>
      <source>level {level}: no group holds the values {values}</source>
      <translation>層級 {level}：沒有任何分組包含值 {values}</translation>
    </message>
    <message>
      <source>level {level}: no group holds the level-{below} labels {values}</source>
      <translation>層級 {level}：沒有任何分組包含層級 {below} 的標籤 {values}</translation>
    </message>
    <message>
      <source>bottom coding limit {bottom} must be below the top coding limit {top}</source>
      <translation>底端編碼界限 {bottom} 必須小於頂端編碼界限 {top}</translation>
    </message>
    <message>
      <source>value(s) {values} lie below the interval start {start}; lower the start or set a bottom coding limit</source>
      <translation>值 {values} 低於區間起點 {start}；請降低起點或設定底端編碼界限</translation>
    </message>
    <message>
      <source>labels are given for {labels} levels but there are only {sizes} group sizes</source>
      <translation>為 {labels} 個層級指定了標籤，但只有 {sizes} 個分組大小</translation>
    </message>
    <message>
      <source>date levels must go from fine to coarse without repeats ({levels}); got {given}</source>
      <translation>日期層級必須由細到粗排列且不能重複（{levels}）；實際為 {given}</translation>
    </message>
    <message>
      <source>unknown hierarchy builder '{kind}'; known: {builders}</source>
      <translation>未知的泛化層次構建器“{kind}”；可用的構建器：{builders}</translation>
    </message>
    <message>
      <source>{count} value(s) are not numbers: {values}</source>
      <translation>有 {count} 個值不是數字：{values}</translation>
    </message>
    <message>
      <source>the {what} must be a number</source>
      <translation>{what}必須是數字</translation>
    </message>
    <message>
      <source>the {what} must be a whole number of at least 2</source>
      <translation>{what}必須是大於或等於 2 的整數</translation>
    </message>
    <message>
      <source>level {level} has no cut points; the top level '{top}' is added by itself</source>
      <translation>層級 {level} 沒有切分點；頂層“{top}”會自動新增</translation>
    </message>
    <message>
      <source>masking {name} must be 'left' or 'right'</source>
      <translation>掩碼的 {name} 必須是 'left' 或 'right'</translation>
    </message>
    <message>
      <source>level {level} has {groups} groups but {labels} labels were given</source>
      <translation>層級 {level} 有 {groups} 個分組，但指定了 {labels} 個標籤</translation>
    </message>
    <message>
      <source>level {level}: groups {first} and {second} are both labelled '{name}'; give distinct labels or another separator</source>
      <translation>層級 {level}：分組 {first} 和 {second} 的標籤都是“{name}”；請指定不同的標籤或換用其他分隔符</translation>
    </message>
    <message>
      <source>unknown date level '{level}'; choose from {levels}</source>
      <translation>未知的日期層級“{level}”；請從 {levels} 中選擇</translation>
    </message>
    <message>
      <source>none</source>
      <translation>無</translation>
    </message>
    <message>
      <source>the '{kind}' builder settings are damaged ({error})</source>
      <translation>“{kind}”構建器的設定已損壞（{error}）</translation>
    </message>
    <message>
      <source>the {what} must be a finite number</source>
      <translation>{what}必須是有限的數字</translation>
    </message>
    <message>
      <source>cut point of level {level}</source>
      <translation>層級 {level} 的切分點</translation>
    </message>
    <message>
      <source>level {level} cuts at {cuts}, which level {below} does not cut at; each level may only drop cut points of the level below, or its intervals would straddle</source>
      <translation>層級 {level} 在 {cuts} 處切分，而層級 {below} 並未在這些位置切分；每個層級只能去掉下一層級的切分點，否則其區間會跨越下一層級的區間邊界</translation>
    </message>
    <message>
      <source>not a date in the format {fmt}</source>
      <translation>不是格式為 {fmt} 的日期</translation>
    </message>
    <message>
      <source>level {level}: '{member}' is in two groups, '{first}' and '{label}'</source>
      <translation>層級 {level}：“{member}”同時屬於兩個分組“{first}”和“{label}”</translation>
    </message>
    <message>
      <source>the level of value '{value}' must be a whole number 1, 2, 3, …</source>
      <translation>值“{value}”的等級必須是整數 1、2、3、…</translation>
    </message>
    <message>
      <source>the level must be a whole number 1, 2, 3, …</source>
      <translation>等級必須是整數 1、2、3、…</translation>
    </message>
    <message>
      <source>the level of value '{value}' must be 1 or more (1 = most sensitive)</source>
      <translation>值“{value}”的等級必須為 1 或更大（1 = 最敏感）</translation>
    </message>
    <message>
      <source>the level must be 1 or more (1 = most sensitive)</source>
      <translation>等級必須為 1 或更大（1 = 最敏感）</translation>
    </message>
    <message>
      <source>the level table has no levels</source>
      <translation>敏感等級表中沒有等級</translation>
    </message>
    <message>
      <source>the level table has no values</source>
      <translation>敏感等級表中沒有值</translation>
    </message>
    <message>
      <source>the level table is empty</source>
      <translation>敏感等級表為空</translation>
    </message>
    <message>
      <source>a level table entry needs a 'levels' list</source>
      <translation>敏感等級表的條目需要一個 'levels' 列表</translation>
    </message>
    <message>
      <source>a row needs level;alpha;value1;value2;…</source>
      <translation>每一行需要採用 level;alpha;value1;value2;… 格式</translation>
    </message>
    <message>
      <source>alpha of level {level} must be a number greater than 0 and at most 1</source>
      <translation>等級 {level} 的 alpha 必須是大於 0 且不大於 1 的數字</translation>
    </message>
    <message>
      <source>{levels} levels but {alphas} alpha values</source>
      <translation>有 {levels} 個等級，但有 {alphas} 個 alpha 值</translation>
    </message>
    <message>
      <source>value '{value}' is twice in level {level}; a value belongs to one level</source>
      <translation>值“{value}”在等級 {level} 中出現了兩次；一個值只能屬於一個等級</translation>
    </message>
    <message>
      <source>value '{value}' is in level {other} and in level {level}; a value belongs to one level</source>
      <translation>值“{value}”同時位於等級 {other} 和等級 {level} 中；一個值只能屬於一個等級</translation>
    </message>
    <message>
      <source>no value has level {levels}; levels must run 1 to {count} without gaps</source>
      <translation>沒有值屬於等級 {levels}；等級必須從 1 到 {count} 連續編號，不能有間斷</translation>
    </message>
    <message>
      <source>level {level} does not exist; levels run 1 to {count}</source>
      <translation>等級 {level} 不存在；等級範圍為 1 到 {count}</translation>
    </message>
    <message>
      <source>the level table has no level for {count} value(s) of the column: {values}</source>
      <translation>敏感等級表沒有為該列的 {count} 個值指定等級：{values}</translation>
    </message>
    <message>
      <source>level {level} has no values; every level from 1 to {count} needs one</source>
      <translation>等級 {level} 中沒有值；從 1 到 {count} 的每個等級都至少需要一個值</translation>
    </message>
    <message>
      <source>has level {level}, but row {position} of the table must be level {position}; list levels 1, 2, 3, … in order without gaps</source>
      <translation>等級為 {level}，但表中第 {position} 行必須是等級 {position}；請按 1、2、3、… 的順序連續列出等級，不要有間斷</translation>
    </message>
    <message>
      <source>value '{value}' has no level</source>
      <translation>值“{value}”沒有等級</translation>
    </message>
    <message>
      <source>level entry {index} needs 'alpha' and a 'values' list</source>
      <translation>等級條目 {index} 需要 'alpha' 和一個 'values' 列表</translation>
    </message>
    <message>
      <source>level entry {index} says level {level}; levels must run 1, 2, 3, …</source>
      <translation>等級條目 {index} 標明的是等級 {level}；等級必須依次為 1、2、3、…</translation>
    </message>
    <message>
      <source>no alpha for level {levels}</source>
      <translation>等級 {levels} 沒有 alpha</translation>
    </message>
    <message>
      <source>alpha given for level {levels}, which has no values</source>
      <translation>為等級 {levels} 指定了 alpha，但該等級沒有值</translation>
    </message>
    <message>
      <source>the weights are too large to add up; scale them down</source>
      <translation>權重太大，無法求和；請將其按比例縮小</translation>
    </message>
    <message>
      <source>the weight must be a finite number greater than 0</source>
      <translation>權重必須是大於 0 的有限數</translation>
    </message>
    <message>
      <source>no weight for {columns}; every quasi-identifier needs a weight greater than 0</source>
      <translation>{columns} 沒有權重；每個準識別符號都需要一個大於 0 的權重</translation>
    </message>
    <message>
      <source>weight given for {columns}, which is not one of the quasi-identifiers ({qis})</source>
      <translation>為 {columns} 指定了權重，但它不是準識別符號（{qis}）之一</translation>
    </message>
    <message>
      <source>{columns} listed more than once among the quasi-identifiers</source>
      <translation>{columns} 在準識別符號中被列出了多次</translation>
    </message>
    <message>
      <source>checking the classes: {done:,} of {total:,}</source>
      <translation>正在檢查等價類：{done:,} / {total:,}</translation>
    </message>
    <message>
      <source>column {position} has an empty name</source>
      <translation>第 {position} 列的名稱為空</translation>
    </message>
    <message>
      <source>column name '{name}' appears twice (columns {first} and {position})</source>
      <translation>列名“{name}”出現了兩次（第 {first} 列和第 {position} 列）</translation>
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
      <translation>請至少指定一個數值列</translation>
    </message>
    <message>
      <source>needs a number in every row</source>
      <translation>每一行都需要一個數值</translation>
    </message>
    <message>
      <source>the person key is empty; every row needs the person it belongs to</source>
      <translation>患者標識為空；每一行都需要標明所屬之人</translation>
    </message>
    <message>
      <source>the rows kept per person must be a whole number of at least 1</source>
      <translation>每人保留的行數必須是至少為 1 的整數</translation>
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
      <source>unknown column type {text!r}; choose one of {names}</source>
      <translation>未知的列型別 {text!r}；請從以下選項中選擇一個：{names}</translation>
    </message>
    <message>
      <source>{distinct:,} of {total:,} values are distinct codes</source>
      <translation>{total:,} 個值中有 {distinct:,} 個是互不相同的編碼</translation>
    </message>
    <message>
      <source>the values are dates</source>
      <translation>值是日期</translation>
    </message>
    <message>
      <source>'{name}' is read as not identifying: values are codes about things, not people</source>
      <translation>“{name}”被判斷為不具標識性：其值是關於物品而不是人的編碼</translation>
    </message>
    <message>
      <source>nothing in the name or the values of '{name}' points to a person</source>
      <translation>“{name}”的列名和值都沒有指向某個人</translation>
    </message>
    <message>
      <source>the name '{name}' and the values say it is an ID: {reason}</source>
      <translation>列名“{name}”和值都表明這是編號：{reason}</translation>
    </message>
    <message>
      <source>they hold the birth date ({first} to {last}) and the region of birth</source>
      <translation>其中包含出生日期（{first} 至 {last}）和出生地區</translation>
    </message>
    <message>
      <source>the values of '{name}' are dates</source>
      <translation>“{name}”的值是日期</translation>
    </message>
    <message>
      <source>{count:,} ages are over 89</source>
      <translation>有 {count:,} 個年齡超過 89 歲</translation>
    </message>
    <message>
      <source>the name '{name}' reads as: {kind}</source>
      <translation>列名“{name}”表示：{kind}</translation>
    </message>
    <message>
      <source>{valid:,} of {total:,} values are {what}</source>
      <translation>{total:,} 個值中有 {valid:,} 個是{what}</translation>
    </message>
    <message>
      <source>estimated from {checked:,} of the {distinct:,} distinct values</source>
      <translation>根據 {distinct:,} 個不同值中的 {checked:,} 個估算</translation>
    </message>
    <message>
      <source>value of an identifier column</source>
      <translation>識別符號欄位的值</translation>
    </message>
    <message>
      <source>e-mail address</source>
      <translation>電子郵件地址</translation>
    </message>
    <message>
      <source>web address</source>
      <translation>網址</translation>
    </message>
    <message>
      <source>ID number</source>
      <translation>身分證號</translation>
    </message>
    <message>
      <source>bank card number</source>
      <translation>銀行卡號</translation>
    </message>
    <message>
      <source>passport number</source>
      <translation>護照號碼</translation>
    </message>
    <message>
      <source>hospital or record number</source>
      <translation>住院號或病歷號</translation>
    </message>
    <message>
      <source>mobile number</source>
      <translation>手機號</translation>
    </message>
    <message>
      <source>phone number</source>
      <translation>電話號碼</translation>
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
      <translation>郵政編碼</translation>
    </message>
    <message>
      <source>person name</source>
      <translation>姓名</translation>
    </message>
    <message>
      <source>, spans found: {kinds}</source>
      <translation>，發現：{kinds}</translation>
    </message>
    <message>
      <source>free text{found}: released only redacted (the role Free text, or --free-text {column})</source>
      <translation>自由文字{found}：只能脫敏後釋出（角色“自由文字”，或 --free-text {column}）</translation>
    </message>
    <message>
      <source>{distinct:,} distinct values in {rows:,} rows</source>
      <translation>{rows:,} 行中有 {distinct:,} 個不同值</translation>
    </message>
    <message>
      <source>redacted free text ({placeholders:,} placeholders), no identifying span left</source>
      <translation>已脫敏的自由文字（{placeholders:,} 個佔位符），未留下可識別身分的片段</translation>
    </message>
    <message>
      <source>redacted free text ({placeholders:,} placeholders), but spans are left: {kinds}; redact it again (--free-text {column})</source>
      <translation>已脫敏的自由文字（{placeholders:,} 個佔位符），但仍留有片段：{kinds}；請再次脫敏（--free-text {column}）</translation>
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
      <translation>小於州一級的地理區劃</translation>
    </message>
    <message>
      <source>dates (other than year) related to a person, and ages over 89</source>
      <translation>與個人相關的日期（年份除外）以及 89 歲以上的年齡</translation>
    </message>
    <message>
      <source>telephone numbers</source>
      <translation>電話號碼</translation>
    </message>
    <message>
      <source>fax numbers</source>
      <translation>傳真號碼</translation>
    </message>
    <message>
      <source>e-mail addresses</source>
      <translation>電子郵件地址</translation>
    </message>
    <message>
      <source>social security numbers</source>
      <translation>社會安全號碼</translation>
    </message>
    <message>
      <source>medical record numbers</source>
      <translation>病歷號</translation>
    </message>
    <message>
      <source>health plan beneficiary numbers</source>
      <translation>醫療保險受益人編號</translation>
    </message>
    <message>
      <source>account numbers</source>
      <translation>賬號</translation>
    </message>
    <message>
      <source>certificate and licence numbers</source>
      <translation>證書和執照編號</translation>
    </message>
    <message>
      <source>vehicle identifiers and serial numbers, including licence plates</source>
      <translation>車輛標識和序列號，包括車牌</translation>
    </message>
    <message>
      <source>device identifiers and serial numbers</source>
      <translation>裝置標識和序列號</translation>
    </message>
    <message>
      <source>web addresses (URLs)</source>
      <translation>網址（URL）</translation>
    </message>
    <message>
      <source>IP addresses</source>
      <translation>IP 地址</translation>
    </message>
    <message>
      <source>any other unique identifying number, characteristic or code</source>
      <translation>其他任何唯一的識別號碼、特徵或編碼</translation>
    </message>
    <message>
      <source>resident ID number</source>
      <translation>居民身份證號碼</translation>
    </message>
    <message>
      <source>valid resident ID numbers (18 digits with their check digit, or the 15-digit form)</source>
      <translation>有效的居民身份證號碼（帶校驗碼的 18 位，或 15 位舊號碼）</translation>
    </message>
    <message>
      <source>card numbers passing the Luhn check</source>
      <translation>透過 Luhn 校驗的卡號</translation>
    </message>
    <message>
      <source>mobile phone number</source>
      <translation>手機號碼</translation>
    </message>
    <message>
      <source>Chinese mobile numbers</source>
      <translation>中國手機號碼</translation>
    </message>
    <message>
      <source>fax number</source>
      <translation>傳真號碼</translation>
    </message>
    <message>
      <source>landline number</source>
      <translation>固定電話號碼</translation>
    </message>
    <message>
      <source>Chinese landline numbers with an area code</source>
      <translation>帶區號的中國固定電話號碼</translation>
    </message>
    <message>
      <source>telephone number</source>
      <translation>電話號碼</translation>
    </message>
    <message>
      <source>social security number</source>
      <translation>社會安全號碼</translation>
    </message>
    <message>
      <source>US social security numbers</source>
      <translation>美國社會安全號碼</translation>
    </message>
    <message>
      <source>social security or medical insurance card number</source>
      <translation>社會保障卡或醫保卡號</translation>
    </message>
    <message>
      <source>health plan number</source>
      <translation>醫療保險編號</translation>
    </message>
    <message>
      <source>medical record number</source>
      <translation>病案號</translation>
    </message>
    <message>
      <source>person's ID</source>
      <translation>個人編號</translation>
    </message>
    <message>
      <source>account number</source>
      <translation>賬號</translation>
    </message>
    <message>
      <source>certificate or licence number</source>
      <translation>證書或執照編號</translation>
    </message>
    <message>
      <source>Chinese passport numbers</source>
      <translation>中國護照號碼</translation>
    </message>
    <message>
      <source>Hong Kong and Macau travel permit number</source>
      <translation>港澳通行證號碼</translation>
    </message>
    <message>
      <source>Hong Kong and Macau travel permit numbers</source>
      <translation>港澳通行證號碼</translation>
    </message>
    <message>
      <source>Taiwan travel permit number</source>
      <translation>臺灣通行證號碼</translation>
    </message>
    <message>
      <source>licence plate</source>
      <translation>車牌號</translation>
    </message>
    <message>
      <source>Chinese licence plates</source>
      <translation>中國車牌號</translation>
    </message>
    <message>
      <source>vehicle identification number</source>
      <translation>車輛識別代號</translation>
    </message>
    <message>
      <source>vehicle identification numbers (VIN)</source>
      <translation>車輛識別代號（VIN）</translation>
    </message>
    <message>
      <source>device identifier</source>
      <translation>裝置標識</translation>
    </message>
    <message>
      <source>MAC addresses</source>
      <translation>MAC 地址</translation>
    </message>
    <message>
      <source>web addresses</source>
      <translation>網址</translation>
    </message>
    <message>
      <source>street address</source>
      <translation>詳細地址</translation>
    </message>
    <message>
      <source>street addresses</source>
      <translation>詳細地址</translation>
    </message>
    <message>
      <source>person's name</source>
      <translation>個人姓名</translation>
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
      <translation>個人經歷中某一事件的日期</translation>
    </message>
    <message>
      <source>dates</source>
      <translation>日期</translation>
    </message>
    <message>
      <source>age</source>
      <translation>年齡</translation>
    </message>
    <message>
      <source>sex</source>
      <translation>性別</translation>
    </message>
    <message>
      <source>sex codes</source>
      <translation>性別程式碼</translation>
    </message>
    <message>
      <source>postcodes</source>
      <translation>郵政編碼</translation>
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
      <translation>職業</translation>
    </message>
    <message>
      <source>marital status</source>
      <translation>婚姻狀況</translation>
    </message>
    <message>
      <source>education</source>
      <translation>受教育程度</translation>
    </message>
    <message>
      <source>diagnosis</source>
      <translation>診斷</translation>
    </message>
    <message>
      <source>ICD-10 codes</source>
      <translation>ICD-10 編碼</translation>
    </message>
    <message>
      <source>medication</source>
      <translation>用藥</translation>
    </message>
    <message>
      <source>test result</source>
      <translation>檢驗結果</translation>
    </message>
    <message>
      <source>'{column}' looks like an identifier and {repeated:,} of its values repeat on several rows: if it names the person of each row, make it the person key (--person {column}), else every figure counts rows, not persons</source>
      <translation>'{column}' 看起來是識別符號，且其中 {repeated:,} 個值在多行重複出現：如果它標明每行所屬之人，請將其設為患者標識（--person {column}），否則所有數字都按行而非按人計數</translation>
    </message>
    <message>
      <source>{what} protects rows, but {repeated:,} values of '{column}' repeat on several rows: give the person key and a bound on each person's rows (--person {column} --max-rows-per-person N)</source>
      <translation>{what}保護的是行，但 '{column}' 中有 {repeated:,} 個值在多行重複出現：請給出患者標識和每人行數上限（--person {column} --max-rows-per-person N）</translation>
    </message>
    <message>
      <source>Safe Harbor also requires that you have no actual knowledge that the remaining information could be used, alone or with other information, to identify a person; PrivDesk cannot check that for you.</source>
      <translation>安全港方法還要求你並不實際知道剩餘資訊能夠單獨或與其他資訊結合識別出某個人；PrivDesk 無法替你檢查這一點。</translation>
    </message>
    <message>
      <source>HIPAA Safe Harbor</source>
      <translation>HIPAA 安全港</translation>
    </message>
    <message>
      <source>Chinese personal information</source>
      <translation>中國個人資訊</translation>
    </message>
    <message>
      <source>dropped (direct identifier)</source>
      <translation>刪除（直接識別符號）</translation>
    </message>
    <message>
      <source>ZIP code to three digits (000 for small areas)</source>
      <translation>郵政編碼保留前三位（人口少的地區為 000）</translation>
    </message>
    <message>
      <source>date to the year</source>
      <translation>日期保留到年</translation>
    </message>
    <message>
      <source>birth date to the year, 90+ for the oldest</source>
      <translation>出生日期保留到年，最年長者為 90+</translation>
    </message>
    <message>
      <source>ages 90 and over to '90+'</source>
      <translation>90 歲及以上的年齡改為“90+”</translation>
    </message>
    <message>
      <source>postcode to the province</source>
      <translation>郵編保留到省份</translation>
    </message>
    <message>
      <source>free text redacted (names, numbers, addresses … replaced by their kind)</source>
      <translation>自由文字已脫敏（姓名、號碼、地址等替換為其類別）</translation>
    </message>
    <message>
      <source>dates cut to the year</source>
      <translation>日期截斷為年份</translation>
    </message>
    <message>
      <source>unknown preset '{preset}'; choose one of {presets}</source>
      <translation>未知預設“{preset}”；請從 {presets} 中選擇</translation>
    </message>
    <message>
      <source>postcode cut to the province's two digits (510120 → 510000)</source>
      <translation>郵政編碼截斷為省級的前兩位（510120 → 510000）</translation>
    </message>
    <message>
      <source>ages 90 and over become '90+'</source>
      <translation>90 歲及以上的年齡變為“90+”</translation>
    </message>
    <message>
      <source>dropped: {why}</source>
      <translation>已刪除：{why}</translation>
    </message>
    <message>
      <source>free text: {spans:,} names, numbers, addresses … replaced by their kind</source>
      <translation>自由文字：{spans:,} 處姓名、號碼、地址等已替換為其類別</translation>
    </message>
    <message>
      <source>ZIP code cut to its first three digits; the areas of 20,000 people or fewer ({count} of them) become 000</source>
      <translation>ZIP 編碼截斷為前三位；人口不超過 20,000 的地區（共 {count} 個）變為 000</translation>
    </message>
    <message>
      <source>dates cut to the year; birth years {year} and earlier (possibly aged 90 or over in {reference}) become '90+'</source>
      <translation>日期截斷為年份；{year} 年及更早的出生年份（在 {reference} 年可能已滿 90 歲）變為“90+”</translation>
    </message>
    <message>
      <source>{count} attributes make {sets:,} sets; choose at most {limit} or a largest set size</source>
      <translation>{count} 個屬性會組成 {sets:,} 個集合；請最多選擇 {limit} 個，或指定集合的最大大小</translation>
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
      <translation>rng 必須是 numpy 隨機數生成器 Generator（np.random.default_rng(seed)）</translation>
    </message>
    <message>
      <source>size must be 0 or more</source>
      <translation>size 必須大於或等於 0</translation>
    </message>
    <message>
      <source>noise scale</source>
      <translation>噪聲尺度</translation>
    </message>
    <message>
      <source>choose at least one attribute for the histogram</source>
      <translation>請為直方圖至少選擇一個屬性</translation>
    </message>
    <message>
      <source>an attribute is listed twice</source>
      <translation>某個屬性被列出了兩次</translation>
    </message>
    <message>
      <source>a domain is given for an attribute that is not in the histogram</source>
      <translation>為不在直方圖中的屬性指定了值域</translation>
    </message>
    <message>
      <source>the exponential mechanism needs at least one candidate</source>
      <translation>指數機制至少需要一個候選項</translation>
    </message>
    <message>
      <source>there are no values to choose from</source>
      <translation>沒有可供選擇的值</translation>
    </message>
    <message>
      <source>a value appears twice in the declared domain</source>
      <translation>宣告的值域中有值出現了兩次</translation>
    </message>
    <message>
      <source>the attribute has no values (empty table and no declared domain)</source>
      <translation>該屬性沒有任何值（資料表為空且未宣告值域）</translation>
    </message>
    <message>
      <source>{name} must be a number, not {kind}</source>
      <translation>{name} 必須是數字，而不是 {kind}</translation>
    </message>
    <message>
      <source>{name} must be a finite number</source>
      <translation>{name} 必須是有限的數字</translation>
    </message>
    <message>
      <source>{name} must be greater than 0</source>
      <translation>{name} 必須大於 0</translation>
    </message>
    <message>
      <source>epsilon {epsilon:g} is too small for sensitivity {sensitivity:g}: the noise scale S/ε would be {scale:.3g}, above {limit:.0e}</source>
      <translation>對於敏感度 {sensitivity:g}，epsilon {epsilon:g} 太小：噪聲尺度 S/ε 將為 {scale:.3g}，超過上限 {limit:.0e}</translation>
    </message>
    <message>
      <source>the data hold a value that is not in the declared domain</source>
      <translation>資料中包含不在宣告值域中的值</translation>
    </message>
    <message>
      <source>the histogram would have {n_cells:,} cells ({sizes}), more than the limit of {max_cells:,}; use fewer attributes or generalize them first</source>
      <translation>直方圖將有 {n_cells:,} 個單元格（{sizes}），超過上限 {max_cells:,}；請減少屬性數量，或先對屬性進行泛化</translation>
    </message>
    <message>
      <source>{scores} scores were given for {n} candidates</source>
      <translation>為 {n} 個候選項提供了 {scores} 個得分</translation>
    </message>
    <message>
      <source>score of candidate {number}</source>
      <translation>候選項 {number} 的得分</translation>
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
      <translation>噪聲方差</translation>
    </message>
    <message>
      <source>rho {rho:g} is too small for sensitivity {sensitivity:g}: the noise σ would be {sigma:.3g}, above {limit:g}</source>
      <translation>對於敏感度 {sensitivity:g}，rho {rho:g} 太小：噪聲 σ 將為 {sigma:.3g}，超過上限 {limit:g}</translation>
    </message>
    <message>
      <source>the confidence must be between 0 and 1</source>
      <translation>置信度必須在 0 和 1 之間</translation>
    </message>
    <message>
      <source>the most frequent value is not yet released per person; leave out the mode</source>
      <translation>眾數尚不能按人釋出；請去掉眾數</translation>
    </message>
    <message>
      <source>the Laplace mechanism needs ε (--epsilon)</source>
      <translation>拉普拉斯機制需要 ε（--epsilon）</translation>
    </message>
    <message>
      <source>the table has no column of that name</source>
      <translation>資料表中沒有這個名稱的列</translation>
    </message>
    <message>
      <source>the most frequent value is released with the Laplace mechanism only; leave out the mode or choose the Laplace mechanism</source>
      <translation>出現最多的值只能用拉普拉斯機制釋出；請去掉眾數，或選擇拉普拉斯機制</translation>
    </message>
    <message>
      <source>delta must be above 0 and below 1</source>
      <translation>delta 必須大於 0 且小於 1</translation>
    </message>
    <message>
      <source>the Gaussian mechanism needs either ρ (--rho) or ε (--epsilon, converted at δ)</source>
      <translation>高斯機制需要 ρ（--rho）或 ε（--epsilon，按 δ 換算）二者之一</translation>
    </message>
    <message>
      <source>unknown mechanism '{name}'; choose one of {names}</source>
      <translation>未知的機制“{name}”；請從 {names} 中選擇</translation>
    </message>
    <message>
      <source>statistics of {columns}</source>
      <translation>{columns} 的統計</translation>
    </message>
    <message>
      <source>differentially private release (SafePub)</source>
      <translation>差分隱私釋出（SafePub）</translation>
    </message>
    <message>
      <source>the differentially private release needs ε and δ (--epsilon, --dp-delta)</source>
      <translation>差分隱私釋出需要 ε 和 δ（--epsilon、--dp-delta）</translation>
    </message>
    <message>
      <source>{name} must be 0 or more</source>
      <translation>{name} 必須大於或等於 0</translation>
    </message>
    <message>
      <source>{name} must be a number</source>
      <translation>{name} 必須是數字</translation>
    </message>
    <message>
      <source>unknown composition {name!r}; choose one of {names}</source>
      <translation>未知的組合方式 {name!r}；請從 {names} 中選擇</translation>
    </message>
    <message>
      <source>privacy budget exceeded: '{what}' asks for ε = {epsilon:.6g}, but {spent:.6g} of {total:.6g} is spent and only {remaining:.6g} remains</source>
      <translation>超出隱私預算：“{what}”需要 ε = {epsilon:.6g}，但總預算 {total:.6g} 中已使用 {spent:.6g}，僅剩 {remaining:.6g}</translation>
    </message>
    <message>
      <source>privacy budget exceeded: '{what}' asks for δ = {delta:.3g}, but {spent:.3g} of {total:.3g} is spent and only {remaining:.3g} remains</source>
      <translation>超出隱私預算：“{what}”需要 δ = {delta:.3g}，但 {total:.3g} 中已花費 {spent:.3g}，只剩 {remaining:.3g}</translation>
    </message>
    <message>
      <source>drawing the random sample</source>
      <translation>正在抽取隨機樣本</translation>
    </message>
    <message>
      <source>the number of search steps must be a whole number, 0 or more</source>
      <translation>搜尋步數必須是大於或等於 0 的整數</translation>
    </message>
    <message>
      <source>the share of ε for the search must be between 0 and 1</source>
      <translation>用於搜尋的 ε 比例必須在 0 和 1 之間</translation>
    </message>
    <message>
      <source>choose at least one quasi-identifier</source>
      <translation>請至少選擇一個準識別符號</translation>
    </message>
    <message>
      <source>one uniform number per row is needed for the sample</source>
      <translation>抽樣需要每行一個均勻隨機數</translation>
    </message>
    <message>
      <source>unknown generalization degree '{degree}'; choose one of {degrees}</source>
      <translation>未知的泛化程度“{degree}”；請從 {degrees} 中選擇</translation>
    </message>
    <message>
      <source>the differentially private release needs a hierarchy for every quasi-identifier; missing: {names}</source>
      <translation>差分隱私釋出需要為每個準識別符號定義層次結構；缺少：{names}</translation>
    </message>
    <message>
      <source>search step {step} of {steps}</source>
      <translation>搜尋第 {step} 步，共 {steps} 步</translation>
    </message>
    <message>
      <source>epsilon for a differentially private table must be above 0 and at most 5</source>
      <translation>差分隱私資料表的 epsilon 必須大於 0 且不超過 5</translation>
    </message>
    <message>
      <source>delta must be at least 1e-15 and below 1</source>
      <translation>delta 必須至少為 1e-15 且小於 1</translation>
    </message>
    <message>
      <source>epsilon and delta must be numbers</source>
      <translation>epsilon 和 delta 必須是數字</translation>
    </message>
    <message>
      <source>this epsilon and delta need too long a computation; choose a larger delta or a smaller epsilon</source>
      <translation>這組 epsilon 和 delta 的計算時間過長；請選擇更大的 delta 或更小的 epsilon</translation>
    </message>
    <message>
      <source>Loss (granularity)</source>
      <translation>損失（粒度）</translation>
    </message>
    <message>
      <source>Precision (intensity)</source>
      <translation>精度（強度）</translation>
    </message>
    <message>
      <source>Discernibility</source>
      <translation>可區分度</translation>
    </message>
    <message>
      <source>Non-uniform entropy</source>
      <translation>非均勻熵</translation>
    </message>
    <message>
      <source>Average class size (group size)</source>
      <translation>平均等價類大小（組大小）</translation>
    </message>
    <message>
      <source>unknown score '{name}'; choose one of {names}</source>
      <translation>未知的得分“{name}”；請從 {names} 中選擇</translation>
    </message>
    <message>
      <source>class sizes and value counts must be 1-D arrays and the cover a classes × values matrix</source>
      <translation>等價類大小和值計數必須是一維陣列，覆蓋矩陣必須是“等價類 × 值”矩陣</translation>
    </message>
    <message>
      <source>class sizes and value counts cannot be negative</source>
      <translation>等價類大小和值計數不能為負數</translation>
    </message>
    <message>
      <source>the class labels and the hierarchy level must be 1-D arrays of codes</source>
      <translation>等價類標籤和泛化層次層級必須是由程式碼組成的一維陣列</translation>
    </message>
    <message>
      <source>every weight must be a finite number greater than 0</source>
      <translation>每個權重都必須是大於 0 的有限數字</translation>
    </message>
    <message>
      <source>the original codes must be a rows × attributes matrix</source>
      <translation>原始程式碼必須是“行 × 屬性”矩陣</translation>
    </message>
    <message>
      <source>the weights must be numbers</source>
      <translation>權重必須是數字</translation>
    </message>
    <message>
      <source>the cover matrix is {rows} × {columns} but there are {classes} classes and {values} values</source>
      <translation>覆蓋矩陣為 {rows} × {columns}，但共有 {classes} 個等價類和 {values} 個值</translation>
    </message>
    <message>
      <source>the classes hold {held} rows but the table has only {n}</source>
      <translation>等價類共包含 {held} 行，但資料表只有 {n} 行</translation>
    </message>
    <message>
      <source>class {number}'s released value covers {covered} rows of the table but the class holds {size}; a class's released value must cover its own original values</source>
      <translation>等價類 {number} 的釋出值涵蓋資料表中的 {covered} 行，但該等價類包含 {size} 行；等價類的釋出值必須涵蓋其自身的原始值</translation>
    </message>
    <message>
      <source>n_valid ({n_valid}) must lie between 0 and the number of values ({n_values})</source>
      <translation>n_valid（{n_valid}）必須介於 0 和值的數量（{n_values}）之間</translation>
    </message>
    <message>
      <source>the table has {n} rows but the partition {n_rows}</source>
      <translation>資料表有 {n} 行，但劃分有 {n_rows} 行</translation>
    </message>
    <message>
      <source>{q} attributes but {covers} cover matrices; give one per attribute</source>
      <translation>共有 {q} 個屬性，但有 {covers} 個覆蓋矩陣；請為每個屬性提供一個</translation>
    </message>
    <message>
      <source>{q} attributes but {names} names</source>
      <translation>共有 {q} 個屬性，但有 {names} 個名稱</translation>
    </message>
    <message>
      <source>the codes of '{what}' must be a 1-D array</source>
      <translation>“{what}”的值程式碼必須是一維陣列</translation>
    </message>
    <message>
      <source>the codes of '{what}' must be non-negative integers</source>
      <translation>“{what}”的值程式碼必須是非負整數</translation>
    </message>
    <message>
      <source>'{what}' has {codes} codes but the partition has {n_rows} rows</source>
      <translation>“{what}”有 {codes} 個值程式碼，但劃分有 {n_rows} 行</translation>
    </message>
    <message>
      <source>the codes of '{what}' reach {largest} but there are only {n_values} values</source>
      <translation>“{what}”的值程式碼最大達到 {largest}，但只有 {n_values} 個值</translation>
    </message>
    <message>
      <source>{q} attributes but {size} weights; give one weight per attribute</source>
      <translation>共有 {q} 個屬性，但有 {size} 個權重；請為每個屬性提供一個權重</translation>
    </message>
    <message>
      <source>the weights add up to {total:g}, not 1; normalise them first (privdesk.engine.attributes.weights.normalize_weights)</source>
      <translation>權重之和為 {total:g}，而不是 1；請先將其歸一化（privdesk.engine.attributes.weights.normalize_weights）</translation>
    </message>
    <message>
      <source>the cover of '{name}' must have one row per class ({n_classes})</source>
      <translation>“{name}”的覆蓋矩陣必須每個等價類一行（共 {n_classes} 個等價類）</translation>
    </message>
    <message>
      <source>the cover of '{name}' has {columns} value columns but the codes reach {largest}</source>
      <translation>“{name}”的覆蓋矩陣有 {columns} 個值列，但值程式碼最大達到 {largest}</translation>
    </message>
    <message>
      <source>the height of the generalization tree (h)</source>
      <translation>泛化樹的高度 (h)</translation>
    </message>
    <message>
      <source>the hierarchy height</source>
      <translation>泛化層次高度</translation>
    </message>
    <message>
      <source>the number of sensitivity levels</source>
      <translation>敏感等級數</translation>
    </message>
    <message>
      <source>a hierarchy height</source>
      <translation>泛化層次高度</translation>
    </message>
    <message>
      <source>levels must be whole numbers</source>
      <translation>層級必須是整數</translation>
    </message>
    <message>
      <source>sensitivity levels start at 1 (the most sensitive)</source>
      <translation>敏感等級從 1 開始（1 為最敏感）</translation>
    </message>
    <message>
      <source>WHD needs levels 1 ≤ q ≤ p ≤ h = {h} (1 is the most general level)</source>
      <translation>WHD 要求層級滿足 1 ≤ q ≤ p ≤ h = {h}（1 為最泛化的層級）</translation>
    </message>
    <message>
      <source>a full-domain level vector needs the number of rows</source>
      <translation>全域層級向量需要提供行數</translation>
    </message>
    <message>
      <source>weights given for level(s) {levels}, which do not exist; levels run 1 to {c}</source>
      <translation>為不存在的等級 {levels} 指定了權重；等級範圍為 1 到 {c}</translation>
    </message>
    <message>
      <source>no weight for level(s) {levels}</source>
      <translation>等級 {levels} 沒有權重</translation>
    </message>
    <message>
      <source>{size} sensitivity levels for {n_rows} rows</source>
      <translation>共有 {n_rows} 行，但給出了 {size} 個敏感等級</translation>
    </message>
    <message>
      <source>a row has level {level}, but there are only {c} levels</source>
      <translation>某一行的等級為 {level}，但只有 {c} 個等級</translation>
    </message>
    <message>
      <source>{what} must be a whole number of at least {minimum}</source>
      <translation>{what}必須是不小於 {minimum} 的整數</translation>
    </message>
    <message>
      <source>{levels} levels for {q} quasi-identifiers</source>
      <translation>共有 {q} 個準識別符號，但給出了 {levels} 個層級</translation>
    </message>
    <message>
      <source>levels must be a matrix rows × {q} quasi-identifiers or one level per quasi-identifier</source>
      <translation>層級必須是“行數 × {q} 個準識別符號”的矩陣，或每個準識別符號一個層級</translation>
    </message>
    <message>
      <source>quasi-identifier {number}: levels must lie between 0 and its height {height}</source>
      <translation>準識別符號 {number}：層級必須介於 0 和其高度 {height} 之間</translation>
    </message>
    <message>
      <source>the suppression mask has {size} rows, the levels {levels}</source>
      <translation>抑制掩碼有 {size} 行，而層級有 {levels} 行</translation>
    </message>
    <message>
      <source>{weights} weights for {rows} rows</source>
      <translation>{rows} 行對應 {weights} 個權重</translation>
    </message>
    <message>
      <source>the default weights 1 − 0.05 (c − level) are not positive for {c} levels; give a weight for each level</source>
      <translation>共有 {c} 個等級時，預設權重 1 − 0.05 (c − level) 並非全部為正；請為每個等級指定權重</translation>
    </message>
    <message>
      <source>the weight of level {level} must be a number of at least 0</source>
      <translation>等級 {level} 的權重必須是不小於 0 的數字</translation>
    </message>
    <message>
      <source>class sizes |E_i| and population matches N_i must be one-dimensional arrays</source>
      <translation>等價類大小 |E_i| 和總體匹配數 N_i 必須是一維陣列</translation>
    </message>
    <message>
      <source>{sizes} class sizes |E_i| but {matches} population matches N_i; give one of each per class</source>
      <translation>有 {sizes} 個等價類大小 |E_i|，但有 {matches} 個總體匹配數 N_i；請為每個等價類各提供一個</translation>
    </message>
    <message>
      <source>class {number}: |E_i| and N_i must be finite numbers</source>
      <translation>等價類 {number}：|E_i| 和 N_i 必須是有限數</translation>
    </message>
    <message>
      <source>class {number}: the class size |E_i| must be greater than 0</source>
      <translation>等價類 {number}：等價類大小 |E_i| 必須大於 0</translation>
    </message>
    <message>
      <source>class {number}: the population matches N_i ({matches:g}) are fewer than the class's rows |E_i| ({size:g}); the population table must contain every released row</source>
      <translation>等價類 {number}：總體匹配數 N_i（{matches:g}）少於該等價類的行數 |E_i|（{size:g}）；總體表必須包含每一條釋出的行</translation>
    </message>
    <message>
      <source>n_rows ({n_rows}) must be at least the number of rows in classes ({total:g})</source>
      <translation>n_rows（{n_rows}）必須不小於各等價類的總行數（{total:g}）</translation>
    </message>
    <message>
      <source>class sizes and population matches must be numbers ({error})</source>
      <translation>等價類大小和總體匹配數必須是數字（{error}）</translation>
    </message>
    <message>
      <source>a sampling weight must be a number greater than 0</source>
      <translation>抽樣權重必須是大於 0 的數</translation>
    </message>
    <message>
      <source>the significance level must be from 0 to 1</source>
      <translation>顯著性水平必須在 0 到 1 之間</translation>
    </message>
    <message>
      <source>k of k-map must be at least 1</source>
      <translation>k-map 的 k 必須至少為 1</translation>
    </message>
    <message>
      <source>the individual-risk method must be 'approx' or 'exact'</source>
      <translation>個體風險方法必須是 'approx' 或 'exact'</translation>
    </message>
    <message>
      <source>the population-uniqueness estimators (Zayatz, Pitman, SNB, Dankar) need SciPy, which this installation does not include</source>
      <translation>總體唯一性估計方法（Zayatz、Pitman、SNB、Dankar）需要 SciPy，而本安裝未包含它</translation>
    </message>
    <message>
      <source>give either a sampling fraction or a population size, not both</source>
      <translation>請給出抽樣比例或總體人數之一，不能同時給出</translation>
    </message>
    <message>
      <source>the sampling fraction must be a number greater than 0 and at most 1</source>
      <translation>抽樣比例必須大於 0 且不超過 1</translation>
    </message>
    <message>
      <source>the population size must be a whole number of at least 1</source>
      <translation>總體人數必須是不小於 1 的整數</translation>
    </message>
    <message>
      <source>the population size ({size:g}) is smaller than the table ({rows} rows)</source>
      <translation>總體人數（{size:g}）小於該表（{rows} 行）</translation>
    </message>
    <message>
      <source>The released sensitive values are all the same (H(X̄prv) = 0), so the quasi-identifiers cannot discriminate among them: DR is set to 0.</source>
      <translation>釋出資料中的敏感值全部相同（H(X̄prv) = 0），因此準識別符號無法區分它們：DR 設為 0。</translation>
    </message>
    <message>
      <source>The original sensitive values are all the same (H(Xprv) = 0), so there is no information to retain: IR is set to 0.</source>
      <translation>原始敏感值全部相同（H(Xprv) = 0），因此沒有可保留的資訊：IR 設為 0。</translation>
    </message>
    <message>
      <source>The original table carries no information (H(Xqi) + H(Xprv) = 0) but the release does: EC is undefined.</source>
      <translation>原始表不含任何資訊（H(Xqi) + H(Xprv) = 0），而釋出資料含有資訊：EC 無定義。</translation>
    </message>
    <message>
      <source>{names} listed more than once among the quasi-identifiers</source>
      <translation>{names} 在準識別符號中被列出了不止一次</translation>
    </message>
    <message>
      <source>{names} listed more than once among the sensitive attributes</source>
      <translation>{names} 在敏感屬性中被列出了多次</translation>
    </message>
    <message>
      <source>The released values of the attribute are all the same (H = 0): DR is set to 0.</source>
      <translation>該屬性發布後的值全部相同（H = 0）：DR 設為 0。</translation>
    </message>
    <message>
      <source>The original values of the attribute are all the same (H = 0): IR is set to 0.</source>
      <translation>該屬性的原始值全部相同（H = 0）：IR 設為 0。</translation>
    </message>
    <message>
      <source>original sensitive</source>
      <translation>原始表的敏感屬性</translation>
    </message>
    <message>
      <source>released sensitive</source>
      <translation>釋出資料的敏感屬性</translation>
    </message>
    <message>
      <source>released quasi-identifier</source>
      <translation>釋出資料的準識別符號</translation>
    </message>
    <message>
      <source>original quasi-identifier</source>
      <translation>原始表的準識別符號</translation>
    </message>
    <message>
      <source>original attribute</source>
      <translation>原始表的屬性</translation>
    </message>
    <message>
      <source>released attribute</source>
      <translation>釋出資料的屬性</translation>
    </message>
    <message>
      <source>released known attributes</source>
      <translation>釋出資料的已知屬性</translation>
    </message>
    <message>
      <source>the original has {n_rows} rows and the release {released}; rows are paired by position, so a release must keep every row in place (a suppressed row keeps its place with its quasi-identifiers set to '*')</source>
      <translation>原始表有 {n_rows} 行，而釋出資料有 {released} 行；行按位置一一對應，因此釋出資料必須保留每一行的位置（被抑制的行保留原位，其準識別符號設為“*”）</translation>
    </message>
    <message>
      <source>the {what} codes must be a 1-D array or a rows × attributes matrix</source>
      <translation>{what}的值程式碼必須是一維陣列或“行 × 屬性”矩陣</translation>
    </message>
    <message>
      <source>the {what} codes must be integers</source>
      <translation>{what}的值程式碼必須是整數</translation>
    </message>
    <message>
      <source>the {what} codes must be non-negative</source>
      <translation>{what}的值程式碼必須是非負數</translation>
    </message>
    <message>
      <source>the original and the release must have the same rows, paired by position; got row counts {counts}</source>
      <translation>原始表和釋出資料必須具有相同的行，並按位置一一對應；實際行數為 {counts}</translation>
    </message>
    <message>
      <source>The release carries more information than the original (EC = {ec:.4f} &gt; 1), as after adding noise; PL is meant for releases that only reduce information (generalisation, suppression).</source>
      <translation>釋出資料包含的資訊多於原始表（EC = {ec:.4f} &gt; 1），例如新增噪聲之後；PL 適用於只減少資訊的釋出資料（泛化、抑制）。</translation>
    </message>
    <message>
      <source>The released values of '{attribute}' are all the same (H = 0): DR is set to 0.</source>
      <translation>“{attribute}”釋出後的值全部相同（H = 0）：DR 設為 0。</translation>
    </message>
    <message>
      <source>The original values of '{attribute}' are all the same (H = 0): IR is set to 0.</source>
      <translation>“{attribute}”的原始值全部相同（H = 0）：IR 設為 0。</translation>
    </message>
    <message>
      <source>the known attributes of '{name}' include '{name}' itself; an attacker who knows the attribute learns nothing from the release about it</source>
      <translation>“{name}”的已知屬性中包含“{name}”本身；已知該屬性的攻擊者無法從釋出資料中獲得關於它的任何資訊</translation>
    </message>
    <message>
      <source>the attack test needs the original and the release row for row ({original:,} and {released:,} rows)</source>
      <translation>攻擊測試需要原始資料與釋出資料逐行對應（分別為 {original:,} 行和 {released:,} 行）</translation>
    </message>
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
      <source>{threshold:g} for a low invasion of privacy</source>
      <translation>{threshold:g}（隱私侵犯程度低）</translation>
    </message>
    <message>
      <source>{threshold:g} for a medium invasion of privacy</source>
      <translation>{threshold:g}（隱私侵犯程度中）</translation>
    </message>
    <message>
      <source>{threshold:g} for a high invasion of privacy</source>
      <translation>{threshold:g}（隱私侵犯程度高）</translation>
    </message>
    <message>
      <source>Passes: for a {model} release, the {measure} is {risk:.4f}, which is within the threshold {threshold}.</source>
      <translation>透過：對於{model}釋出，{measure}為 {risk:.4f}，未超過閾值 {threshold}。</translation>
    </message>
    <message>
      <source>Passes: for a {model} release, the {measure} {risk:.4f} times the environment risk {environment:.4f} gives an overall risk of {overall:.4f}, which is within the threshold {threshold}.</source>
      <translation>透過：對於{model}釋出，{measure} {risk:.4f} 乘以環境風險 {environment:.4f}，得到總體風險 {overall:.4f}，未超過閾值 {threshold}。</translation>
    </message>
    <message>
      <source>Fails: for a {model} release, the {measure} is {risk:.4f}, which is within the threshold {threshold}, but {share:.2%} of the records have a risk above the strict-average cap {cap:g}.</source>
      <translation>未透過：對於{model}釋出，{measure}為 {risk:.4f}，未超過閾值 {threshold}，但有 {share:.2%} 的記錄風險高於嚴格平均上限 {cap:g}。</translation>
    </message>
    <message>
      <source>Fails: for a {model} release, the {measure} {risk:.4f} times the environment risk {environment:.4f} gives an overall risk of {overall:.4f}, which is within the threshold {threshold}, but {share:.2%} of the records have a risk above the strict-average cap {cap:g}.</source>
      <translation>未透過：對於{model}釋出，{measure} {risk:.4f} 乘以環境風險 {environment:.4f}，得到總體風險 {overall:.4f}，未超過閾值 {threshold}，但有 {share:.2%} 的記錄風險高於嚴格平均上限 {cap:g}。</translation>
    </message>
    <message>
      <source>Fails: for a {model} release, the {measure} is {risk:.4f}, which exceeds the threshold {threshold}.</source>
      <translation>未透過：對於{model}釋出，{measure}為 {risk:.4f}，超過了閾值 {threshold}。</translation>
    </message>
    <message>
      <source>Fails: for a {model} release, the {measure} {risk:.4f} times the environment risk {environment:.4f} gives an overall risk of {overall:.4f}, which exceeds the threshold {threshold}.</source>
      <translation>未透過：對於{model}釋出，{measure} {risk:.4f} 乘以環境風險 {environment:.4f}，得到總體風險 {overall:.4f}，超過了閾值 {threshold}。</translation>
    </message>
    <message>
      <source>Fails: for a {model} release, the {measure} is {risk:.4f}, which exceeds the threshold {threshold}, and {share:.2%} of the records have a risk above the strict-average cap {cap:g}.</source>
      <translation>未透過：對於{model}釋出，{measure}為 {risk:.4f}，超過了閾值 {threshold}，且有 {share:.2%} 的記錄風險高於嚴格平均上限 {cap:g}。</translation>
    </message>
    <message>
      <source>Fails: for a {model} release, the {measure} {risk:.4f} times the environment risk {environment:.4f} gives an overall risk of {overall:.4f}, which exceeds the threshold {threshold}, and {share:.2%} of the records have a risk above the strict-average cap {cap:g}.</source>
      <translation>未透過：對於{model}釋出，{measure} {risk:.4f} 乘以環境風險 {environment:.4f}，得到總體風險 {overall:.4f}，超過了閾值 {threshold}，且有 {share:.2%} 的記錄風險高於嚴格平均上限 {cap:g}。</translation>
    </message>
    <message>
      <source>the share of the population with the characteristic (p)</source>
      <translation>總體中具有該特徵的比例 (p)</translation>
    </message>
    <message>
      <source>the minimum cell size must be a whole number of at least 1</source>
      <translation>最小單元格大小必須是不小於 1 的整數</translation>
    </message>
    <message>
      <source>the number of acquaintances (m) must be a number of at least 0</source>
      <translation>熟人數 (m) 必須是不小於 0 的數字</translation>
    </message>
    <message>
      <source>the probability of a data breach</source>
      <translation>資料洩露的機率</translation>
    </message>
    <message>
      <source>controls</source>
      <translation>控制措施</translation>
    </message>
    <message>
      <source>motives and capacity</source>
      <translation>動機和能力</translation>
    </message>
    <message>
      <source>the risk threshold</source>
      <translation>風險閾值</translation>
    </message>
    <message>
      <source>the share of records at risk</source>
      <translation>有風險記錄的比例</translation>
    </message>
    <message>
      <source>unknown {what}; choose one of {choices}</source>
      <translation>未知的{what}；請從以下選項中選擇一個：{choices}</translation>
    </message>
    <message>
      <source>release model</source>
      <translation>釋出模式</translation>
    </message>
    <message>
      <source>invasion of privacy</source>
      <translation>隱私侵犯程度</translation>
    </message>
    <message>
      <source>the risk threshold must be greater than 0</source>
      <translation>風險閾值必須大於 0</translation>
    </message>
    <message>
      <source>{what} must be a number from 0 to 1</source>
      <translation>{what}必須是 0 到 1 之間的數字</translation>
    </message>
    <message>
      <source>the number of acquaintances (m) should be between {low} and {high}</source>
      <translation>熟人數 (m) 應介於 {low} 到 {high} 之間</translation>
    </message>
    <message>
      <source>the strict-average cap must be {cap} or {relaxed}</source>
      <translation>嚴格平均上限必須為 {cap} 或 {relaxed}</translation>
    </message>
    <message>
      <source>the quasi-identifier columns have different numbers of rows</source>
      <translation>各準識別符號列的行數不同</translation>
    </message>
    <message>
      <source>the suppression mask has {size} rows, the table {n}</source>
      <translation>抑制掩碼有 {size} 行，而資料表有 {n} 行</translation>
    </message>
    <message>
      <source>{columns} columns, {hierarchies} hierarchies and {levels} levels; give one hierarchy and one level per quasi-identifier</source>
      <translation>有 {columns} 列、{hierarchies} 個泛化層次和 {levels} 個層級；請為每個準識別符號提供一個泛化層次和一個層級</translation>
    </message>
    <message>
      <source>the partition has {n_rows} rows, the table {n}</source>
      <translation>劃分有 {n_rows} 行，而資料表有 {n} 行</translation>
    </message>
    <message>
      <source>δ-presence</source>
      <translation>δ-存在性</translation>
    </message>
    <message>
      <source>Someone who knows the population cannot be sure whether a person is in the release.</source>
      <translation>即使瞭解總體的人，也無法確定某人是否在釋出資料中。</translation>
    </message>
    <message>
      <source>δ-presence protects membership in the whole release, not one attribute; it takes no attribute</source>
      <translation>δ-存在性保護的是整個釋出資料中的成員身份，而不是某個屬性；它不接受屬性</translation>
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
      <translation>成員身份洩露：某人究竟是否在釋出表中（例如某種疾病的患者名單），會被隱藏在總體表中與之匹配的人群裡。</translation>
    </message>
    <message>
      <source>δ of a group is its released records divided by the population's records that look the same. (δmin, δmax) bounds it from below and above; δmax = 0.5 means at most a one-in-two chance that a matching person of the population is in the release.</source>
      <translation>一個組的 δ 等於其釋出記錄數除以總體表中看起來相同的記錄數。(δmin, δmax) 為它設定下限和上限；δmax = 0.5 表示總體中一個與之匹配的人出現在釋出資料中的機率至多為二分之一。</translation>
    </message>
    <message>
      <source>Generalize more so that each group matches more people of the population, raise the suppression limit, or widen the bounds. The population table must contain the released people.</source>
      <translation>進一步泛化，使每個組與總體中更多的人相匹配；或提高抑制上限，或放寬上下限。總體表必須包含釋出資料中的人。</translation>
    </message>
    <message>
      <source>δ-presence lower bound</source>
      <translation>δ-存在性下限</translation>
    </message>
    <message>
      <source>{label} needs a population table</source>
      <translation>{label} 需要總體表</translation>
    </message>
    <message>
      <source>δmin of δ-presence must lie between 0 and δmax ({delta_max:g})</source>
      <translation>δ-存在性的 δmin 必須介於 0 和 δmax（{delta_max:g}）之間</translation>
    </message>
    <message>
      <source>k-anonymity</source>
      <translation>k-匿名</translation>
    </message>
    <message>
      <source>Every combination of the identifying attributes ({qis}) is shared by at least {required} records, so nobody can be singled out by them.</source>
      <translation>識別屬性（{qis}）的每種取值組合都至少由 {required} 條記錄共有，因此無法憑這些屬性單獨識別出任何人。</translation>
    </message>
    <message>
      <source>k-anonymity: every class has at least k rows</source>
      <translation>k-匿名：每個等價類至少有 k 行</translation>
    </message>
    <message>
      <source>{value:g}-anonymity</source>
      <translation>{value:g}-匿名</translation>
    </message>
    <message>
      <source>Re-identification: someone who knows a person's quasi-identifiers (age, ZIP code, sex …) cannot tell which of at least k records is theirs.</source>
      <translation>重識別：即使有人知道某人的準識別符號（年齡、郵政編碼、性別……），也無法在至少 k 條記錄中分辨出哪一條屬於此人。</translation>
    </message>
    <message>
      <source>k is the size of the smallest group of look-alike records. k = 5 means every record has at least four look-alikes; larger is safer. Start with k = 5 (k = 10 or more for a public release).</source>
      <translation>k 是最小相似記錄組的大小。k = 5 表示每條記錄至少還有四條與之相似的記錄；k 越大越安全。建議從 k = 5 開始（公開發布時使用 k = 10 或更大）。</translation>
    </message>
    <message>
      <source>Generalize more (coarser age bands, shorter ZIP codes), allow some suppression so that the few unusual records are removed, or mark fewer columns as quasi-identifiers if they are not known to attackers.</source>
      <translation>進一步泛化（更粗的年齡區間、更短的郵政編碼），允許一定程度的抑制以移除少數特殊記錄；如果某些列並不為攻擊者所知，也可以少標記一些準識別符號。</translation>
    </message>
    <message>
      <source>Every combination of the identifying attributes ({qis}) matches at least {required} people of the population table.</source>
      <translation>識別屬性（{qis}）的每種取值組合都至少與總體表中的 {required} 個人相匹配。</translation>
    </message>
    <message>
      <source>k-map: every class matches at least k rows of the population table</source>
      <translation>k-map：每個等價類至少與總體表中的 k 行相匹配</translation>
    </message>
    <message>
      <source>{value:g}-map</source>
      <translation>{value:g}-map</translation>
    </message>
    <message>
      <source>Re-identification against the population: every released group matches at least k people of the population table, not only of the released table.</source>
      <translation>針對總體的重識別：每個釋出的組至少對應總體表中的 k 個人，而不僅是釋出表中的。</translation>
    </message>
    <message>
      <source>k is the fewest people of the population a group matches; larger is safer.</source>
      <translation>k 是一個組在總體中對應的最少人數；越大越安全。</translation>
    </message>
    <message>
      <source>Generalize more, or give the population table the data was drawn from.</source>
      <translation>進一步泛化，或提供資料所取自的總體表。</translation>
    </message>
    <message>
      <source>sample uniqueness ≤ {value:g}</source>
      <translation>樣本唯一性 ≤ {value:g}</translation>
    </message>
    <message>
      <source>population uniqueness ({estimator}) ≤ {value:g}</source>
      <translation>總體唯一性（{estimator}）≤ {value:g}</translation>
    </message>
    <message>
      <source>average re-identification risk of the kept records (ARX; suppressed records left out) ≤ {value:g}</source>
      <translation>保留記錄的平均重識別風險（ARX；不計被抑制的記錄）≤ {value:g}</translation>
    </message>
    <message>
      <source>a uniqueness threshold is a share of the records from 0 to 1</source>
      <translation>唯一性閾值是記錄的比例，取值 0 到 1</translation>
    </message>
    <message>
      <source>unknown uniqueness requirement '{kind}'</source>
      <translation>未知的唯一性要求 '{kind}'</translation>
    </message>
    <message>
      <source>unknown privacy model '{model}'; choose one of {models}</source>
      <translation>未知的隱私模型“{model}”；請從以下選項中選擇一個：{models}</translation>
    </message>
    <message>
      <source>{model} needs the sensitive attribute it protects</source>
      <translation>{model} 需要指定它所保護的敏感屬性</translation>
    </message>
    <message>
      <source>the privacy model '{model}' has no parameter '{key}'</source>
      <translation>隱私模型“{model}”沒有引數“{key}”</translation>
    </message>
    <message>
      <source>{flag} belongs to {owners}, not to {model}</source>
      <translation>{flag} 屬於 {owners}，不屬於 {model}</translation>
    </message>
    <message>
      <source>the parameters of '{model}' must be numbers</source>
      <translation>“{model}”的引數必須是數字</translation>
    </message>
    <message>
      <source>Re-identification risk threshold</source>
      <translation>重識別風險閾值</translation>
    </message>
    <message>
      <source>Re-identification: the chance that a record is matched to its person stays within the threshold of the release model (SPEC §3), checked like a privacy model by every search.</source>
      <translation>重識別：一條記錄被對應到其本人的機率不超過釋出模型的閾值（SPEC §3），每種搜尋都像隱私模型一樣檢查它。</translation>
    </message>
    <message>
      <source>The highest risk of a record is 1 / the size of its group, the suppressed records counting as one group; the average risk is the number of groups divided by the records; records at risk are those above the threshold.</source>
      <translation>一條記錄的最高風險是 1 / 其組的大小，被抑制的記錄算作一組；平均風險是組數除以記錄數；高風險記錄是風險高於閾值的記錄。</translation>
    </message>
    <message>
      <source>Generalize more or suppress fewer records, or choose a release model that fits the release.</source>
      <translation>進一步泛化或少抑制記錄，或選擇適合這次釋出的釋出模型。</translation>
    </message>
    <message>
      <source>Every record, the suppressed ones as one group, has a re-identification risk of at most {required}.</source>
      <translation>每條記錄（被抑制的記錄算作一組）的重識別風險至多為 {required}。</translation>
    </message>
    <message>
      <source>strict average re-identification risk (suppressed records as one group)</source>
      <translation>嚴格平均重識別風險（被抑制的記錄算作一個組）</translation>
    </message>
    <message>
      <source>The average re-identification risk of the records is at most {required}.</source>
      <translation>記錄的平均重識別風險至多為 {required}。</translation>
    </message>
    <message>
      <source>records at risk</source>
      <translation>高風險記錄</translation>
    </message>
    <message>
      <source>At most the allowed share of the records has a re-identification risk above {required}.</source>
      <translation>重識別風險高於 {required} 的記錄不超過允許的比例。</translation>
    </message>
    <message>
      <source>highest re-identification risk ≤ {value:g}</source>
      <translation>最高重識別風險 ≤ {value:g}</translation>
    </message>
    <message>
      <source>strict average re-identification risk (suppressed records as one group) ≤ {value:g}</source>
      <translation>嚴格平均重識別風險（被抑制的記錄算作一個組）≤ {value:g}</translation>
    </message>
    <message>
      <source>risk threshold of the records at risk</source>
      <translation>高風險記錄的風險閾值</translation>
    </message>
    <message>
      <source>records with a risk above {value:g} ≤ {limit:.2%}</source>
      <translation>風險高於 {value:g} 的記錄 ≤ {limit:.2%}</translation>
    </message>
    <message>
      <source>largest share of records at risk</source>
      <translation>高風險記錄的最大比例</translation>
    </message>
    <message>
      <source>(α,k)-anonymity</source>
      <translation>(α,k)-匿名</translation>
    </message>
    <message>
      <source>In every group no single value of {attribute} covers more than {required} of the records.</source>
      <translation>在每個組中，{attribute} 的任何單個值所佔的記錄比例都不超過 {required}。</translation>
    </message>
    <message>
      <source>(α,k)-anonymity: largest share of one value in a class</source>
      <translation>(α,k)-匿名：單個值在等價類中的最大佔比</translation>
    </message>
    <message>
      <source>(α = {value:g}, k)-anonymity on '{attribute}'</source>
      <translation>“{attribute}”上的 (α = {value:g}, k)-匿名</translation>
    </message>
    <message>
      <source>Attribute disclosure by a dominant value: no sensitive value makes up more than a share α of any group.</source>
      <translation>由占主導地位的值導致的屬性洩露：在任何組中，任一敏感值所佔的比例都不超過 α。</translation>
    </message>
    <message>
      <source>α is the largest share of one sensitive value in a group (0 to 1); smaller is safer. α = 0.5 means no group is more than half one diagnosis.</source>
      <translation>α 是單個敏感值在一個組中所佔的最大比例（0 到 1）；越小越安全。α = 0.5 表示任何組中同一診斷所佔的比例都不超過一半。</translation>
    </message>
    <message>
      <source>Generalize more so that groups mix values, raise the suppression limit, or raise α.</source>
      <translation>進一步泛化使組混合更多的值、提高抑制上限，或增大 α。</translation>
    </message>
    <message>
      <source>β-likeness</source>
      <translation>β-相似性</translation>
    </message>
    <message>
      <source>No value of {attribute} is more than {required} times (relatively) more frequent in a group than in the whole table.</source>
      <translation>{attribute} 的任何值在組中的頻率都不會比在整個資料表中（相對）高出 {required} 倍以上。</translation>
    </message>
    <message>
      <source>basic {value:g}-likeness on '{attribute}'</source>
      <translation>“{attribute}”上的基本 {value:g}-相似性</translation>
    </message>
    <message>
      <source>enhanced {value:g}-likeness on '{attribute}'</source>
      <translation>“{attribute}”上的增強 {value:g}-相似性</translation>
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
      <translation>增強</translation>
    </message>
    <message>
      <source>Learning too much about a rare value: no sensitive value becomes more than (1 + β) times as frequent in a group as in the whole table.</source>
      <translation>對稀有值瞭解過多：任何敏感值在一個組中的出現頻率都不會超過其在整個資料表中頻率的 (1 + β) 倍。</translation>
    </message>
    <message>
      <source>β is the largest relative gain in frequency of a value in a group; smaller is safer. The enhanced variant is stricter for rare values. Try β = 1.</source>
      <translation>β 是某個值在組中頻率的最大相對增幅；越小越安全。增強變體對稀有值更嚴格。可嘗試 β = 1。</translation>
    </message>
    <message>
      <source>Generalize more, raise the suppression limit, or raise β.</source>
      <translation>進一步泛化、提高抑制上限，或增大 β。</translation>
    </message>
    <message>
      <source>{value:g}-disclosure privacy on '{attribute}'</source>
      <translation>“{attribute}”上的 {value:g}-披露隱私</translation>
    </message>
    <message>
      <source>δ-disclosure privacy</source>
      <translation>δ-披露隱私</translation>
    </message>
    <message>
      <source>In every group each value of {attribute} is about as frequent as in the whole table (the logarithm of the ratio stays below {required}).</source>
      <translation>在每個組中，{attribute} 的每個值的出現頻率都與在整個資料表中大致相同（頻率之比的對數保持在 {required} 以下）。</translation>
    </message>
    <message>
      <source>strict {value:g}-disclosure privacy (every value of the table) on '{attribute}'</source>
      <translation>“{attribute}”上的嚴格 {value:g}-披露隱私（資料表的每個值）</translation>
    </message>
    <message>
      <source>strict δ-disclosure privacy (every value of the table)</source>
      <translation>嚴格 δ-披露隱私（資料表的每個值）</translation>
    </message>
    <message>
      <source>Any change in belief about a sensitive value: the frequency of every value a group holds stays within a factor e^δ of its frequency in the whole table.</source>
      <translation>對敏感值認知的任何變化：分組中出現的每個值的頻率與其在整個資料表中的頻率之比保持在 e^δ 倍以內。</translation>
    </message>
    <message>
      <source>δ is the largest absolute log-ratio between a value's frequency in a group and in the table, over the values the group holds (as ARX and pycanon); smaller is safer. ARX states δ in bits: δ_ARX = δ / ln 2. The strict variant also counts the values a group lacks, which makes δ infinite.</source>
      <translation>δ 是分組中出現的各個值在分組中與在資料表中頻率之比的對數絕對值的最大值（與 ARX 和 pycanon 相同）；越小越安全。ARX 以位元表示 δ：δ_ARX = δ / ln 2。嚴格變體還計入分組中缺少的值，這會使 δ 變為無窮大。</translation>
    </message>
    <message>
      <source>Generalize much more (δ-disclosure is strict), raise the suppression limit, or raise δ.</source>
      <translation>大幅進一步泛化（δ-披露隱私很嚴格）、提高抑制上限，或增大 δ。</translation>
    </message>
    <message>
      <source>l-diversity</source>
      <translation>l-多樣性</translation>
    </message>
    <message>
      <source>Every group of look-alike records holds at least {required} different values of {attribute}, so knowing a person's group does not reveal it.</source>
      <translation>每個相似記錄組都至少包含 {attribute} 的 {required} 個不同值，因此即使知道某人所在的組，也無法得知其取值。</translation>
    </message>
    <message>
      <source>l-diversity of every sensitive attribute</source>
      <translation>每個敏感屬性的 l-多樣性</translation>
    </message>
    <message>
      <source>distinct {value:g}-diversity on '{attribute}'</source>
      <translation>“{attribute}”上的不同值 {value:g}-多樣性</translation>
    </message>
    <message>
      <source>entropy {value:g}-diversity on '{attribute}'</source>
      <translation>“{attribute}”上的熵 {value:g}-多樣性</translation>
    </message>
    <message>
      <source>recursive ({c:g},{value:g})-diversity on '{attribute}'</source>
      <translation>“{attribute}”上的遞迴 ({c:g},{value:g})-多樣性</translation>
    </message>
    <message>
      <source>{variant} {value:g}-diversity on '{attribute}'</source>
      <translation>“{attribute}”上的{variant} {value:g}-多樣性</translation>
    </message>
    <message>
      <source>entropy</source>
      <translation>熵</translation>
    </message>
    <message>
      <source>recursive (c = 2)</source>
      <translation>遞迴 (c = 2)</translation>
    </message>
    <message>
      <source>Attribute disclosure: even when a person's group is found, the group holds at least l different sensitive values, so their value is not revealed.</source>
      <translation>屬性洩露：即使找到了某人所在的組，該組也至少包含 l 個不同的敏感值，因此此人的值不會暴露。</translation>
    </message>
    <message>
      <source>l is the number of different sensitive values in the least diverse group (distinct); the entropy variant counts how evenly they are spread, the recursive (c,l) variant that the most frequent value does not dominate. Try l = 2 or 3.</source>
      <translation>l 是多樣性最低的組中不同敏感值的數量（不同值變體）；熵變體衡量這些值分佈的均勻程度，遞迴 (c,l) 變體則確保出現最頻繁的值不占主導地位。可嘗試 l = 2 或 3。</translation>
    </message>
    <message>
      <source>Generalize the quasi-identifiers more so that groups get larger and mix more values, raise the suppression limit, or lower l.</source>
      <translation>對準識別符號做進一步泛化，使組變大並混合更多的值；或提高抑制上限，或減小 l。</translation>
    </message>
    <message>
      <source>recursive (c,l)-diversity needs c</source>
      <translation>遞迴 (c,l)-多樣性需要 c</translation>
    </message>
    <message>
      <source>c of recursive (c,l)-diversity</source>
      <translation>遞迴 (c,l)-多樣性中的 c</translation>
    </message>
    <message>
      <source>l must be a whole number of at least 1, not {l!r}</source>
      <translation>l 必須是不小於 1 的整數，而不是 {l!r}</translation>
    </message>
    <message>
      <source>t-closeness</source>
      <translation>t-接近性</translation>
    </message>
    <message>
      <source>In every group the spread of {attribute} differs from the whole table's by at most {required} (0 = identical), so a group tells little more than the table as a whole.</source>
      <translation>每個組中 {attribute} 的分佈與整個資料表的分佈之差不超過 {required}（0 = 完全相同），因此一個組透露的資訊幾乎不比整個資料表多。</translation>
    </message>
    <message>
      <source>t-closeness of every sensitive attribute</source>
      <translation>每個敏感屬性的 t-接近性</translation>
    </message>
    <message>
      <source>{value:g}-closeness (default distance) on '{attribute}'</source>
      <translation>“{attribute}”上的 {value:g}-接近性（預設距離）</translation>
    </message>
    <message>
      <source>{value:g}-closeness (equal distance) on '{attribute}'</source>
      <translation>“{attribute}”上的 {value:g}-接近性（等距離）</translation>
    </message>
    <message>
      <source>{value:g}-closeness (ordered distance) on '{attribute}'</source>
      <translation>“{attribute}”上的 {value:g}-接近性（有序距離）</translation>
    </message>
    <message>
      <source>{value:g}-closeness (hierarchical distance) on '{attribute}'</source>
      <translation>“{attribute}”上的 {value:g}-接近性（層次距離）</translation>
    </message>
    <message>
      <source>{value:g}-closeness ({variant} distance) on '{attribute}'</source>
      <translation>“{attribute}”上的 {value:g}-接近性（{variant}距離）</translation>
    </message>
    <message>
      <source>equal distance</source>
      <translation>等距離</translation>
    </message>
    <message>
      <source>ordered distance</source>
      <translation>有序距離</translation>
    </message>
    <message>
      <source>hierarchical distance</source>
      <translation>層次距離</translation>
    </message>
    <message>
      <source>Attribute disclosure and skewness: the distribution of the sensitive values in every group stays close to their distribution in the whole table, so a group reveals little beyond the table itself.</source>
      <translation>屬性洩露和偏斜：每個組中敏感值的分佈都與整個資料表中的分佈保持接近，因此一個組透露的資訊幾乎不會超出資料表本身。</translation>
    </message>
    <message>
      <source>t is the largest distance (Earth Mover's Distance, 0 to 1) between a group's distribution and the table's; smaller is safer. Ordered distance suits numbers, hierarchical distance categories with a hierarchy. Try t = 0.2.</source>
      <translation>t 是某個組的分佈與整個資料表的分佈之間的最大距離（推土機距離，0 到 1）；越小越安全。有序距離適用於數字，層次距離適用於具有泛化層次的類別。可嘗試 t = 0.2。</translation>
    </message>
    <message>
      <source>Generalize more, raise the suppression limit, or raise t (0.3 is still a meaningful bound).</source>
      <translation>進一步泛化、提高抑制上限，或增大 t（0.3 仍是有意義的界限）。</translation>
    </message>
    <message>
      <source>{label} needs a hierarchy for '{name}'</source>
      <translation>{label} 需要“{name}”的泛化層次</translation>
    </message>
    <message>
      <source>A requirement set for this release.</source>
      <translation>為此釋出資料設定的一項要求。</translation>
    </message>
    <message>
      <source>a finite number</source>
      <translation>有限數</translation>
    </message>
    <message>
      <source>positive</source>
      <translation>正數</translation>
    </message>
    <message>
      <source>a whole number of at least {low}</source>
      <translation>不小於 {low} 的整數</translation>
    </message>
    <message>
      <source>between {low} and {high}</source>
      <translation>介於 {low} 與 {high} 之間</translation>
    </message>
    <message>
      <source>{flag} of {model} must be {range}, not {value}</source>
      <translation>{model} 的 {flag} 必須是{range}，而不是 {value}</translation>
    </message>
    <message>
      <source>{label}: '{name}' is not a sensitive attribute of this run</source>
      <translation>{label}：“{name}”不是本次執行的敏感屬性</translation>
    </message>
    <message>
      <source>unknown variant '{variant}' of {model}; choose {choices}</source>
      <translation>{model} 沒有變體“{variant}”；請選擇 {choices}</translation>
    </message>
    <message>
      <source>positive and at most {high}</source>
      <translation>大於 0 且不超過 {high}</translation>
    </message>
    <message>
      <source>above {low} and at most {high}</source>
      <translation>大於 {low} 且不超過 {high}</translation>
    </message>
    <message>
      <source>above {low}</source>
      <translation>大於 {low}</translation>
    </message>
    <message>
      <source>at least {low}</source>
      <translation>不小於 {low}</translation>
    </message>
    <message>
      <source>{flag} must be {range}, not {value}</source>
      <translation>{flag} 必須是{range}，而不是 {value}</translation>
    </message>
    <message>
      <source>unknown cell-suppression mode; choose one of {choices}</source>
      <translation>未知的單元格抑制模式；請從 {choices} 中選擇</translation>
    </message>
    <message>
      <source>an aggregated attribute is not generalised, so it cannot be a quasi-identifier too</source>
      <translation>被聚合的屬性不做泛化，因此不能同時作為準識別符號</translation>
    </message>
    <message>
      <source>the aggregate '{function}' needs a numeric column</source>
      <translation>聚合函式“{function}”需要數值列</translation>
    </message>
    <message>
      <source>shifting dates needs the project's secret key</source>
      <translation>日期偏移需要專案的金鑰</translation>
    </message>
    <message>
      <source>the largest date shift must be a whole number of days, at least 1</source>
      <translation>日期最大偏移必須是至少為 1 的整數天數</translation>
    </message>
    <message>
      <source>only a date column can be shifted (set its type to date)</source>
      <translation>只有日期列可以偏移（請將其型別設為日期）</translation>
    </message>
    <message>
      <source>pseudonyms need a secret key</source>
      <translation>生成假名需要金鑰</translation>
    </message>
    <message>
      <source>unknown identifier action '{action}'; choose one of {actions}</source>
      <translation>未知的識別符號處理方式“{action}”；請選擇 {actions} 之一</translation>
    </message>
    <message>
      <source>{action} needs the number of characters to keep (at least 1)</source>
      <translation>{action} 需要指定要保留的字元數（至少 1 個）</translation>
    </message>
    <message>
      <source>k must be a whole number of at least 1</source>
      <translation>k 必須是大於或等於 1 的整數</translation>
    </message>
    <message>
      <source>k-anonymity needs at least k = {k} rows; the table has {n}</source>
      <translation>k-匿名至少需要 k = {k} 行；該表只有 {n} 行</translation>
    </message>
    <message>
      <source>the importance order must number the columns 1 to {d}, each once</source>
      <translation>重要性順序必須把各列編號為 1 到 {d}，每個編號各用一次</translation>
    </message>
    <message>
      <source>MDAV needs at least k = {k} rows; the table has {n}</source>
      <translation>MDAV 至少需要 k = {k} 行；該表只有 {n} 行</translation>
    </message>
    <message>
      <source>the seed must be a whole number ≥ 0</source>
      <translation>種子必須是 ≥ 0 的整數</translation>
    </message>
    <message>
      <source>the noise share must be a number ≥ 0</source>
      <translation>噪聲比例必須是 ≥ 0 的數</translation>
    </message>
    <message>
      <source>unknown noise kind; choose uncorrelated or correlated</source>
      <translation>未知的噪聲型別；請選擇 uncorrelated 或 correlated</translation>
    </message>
    <message>
      <source>noise needs at least 2 rows to measure each column's spread</source>
      <translation>新增噪聲至少需要 2 行，才能測量各列的離散程度</translation>
    </message>
    <message>
      <source>the probability of keeping a value must be between 0 and 1</source>
      <translation>保留原值的機率必須在 0 到 1 之間</translation>
    </message>
    <message>
      <source>every row of the transition matrix must hold probabilities ≥ 0 that sum to 1</source>
      <translation>轉移矩陣的每一行都必須是 ≥ 0 且總和為 1 的機率</translation>
    </message>
    <message>
      <source>the transition matrix must be {c} × {c}, one row and column per category</source>
      <translation>轉移矩陣必須是 {c} × {c}，每個類別一行一列</translation>
    </message>
    <message>
      <source> (PySpark runs on Java 17 or newer: install a Java runtime, e.g. Debian's openjdk-17-jre-headless)</source>
      <translation>（PySpark 需要 Java 17 或更新版本：請安裝 Java 執行環境，例如 Debian 的 openjdk-17-jre-headless）</translation>
    </message>
    <message>
      <source>unknown row engine '{engine}'; choose one of {choices}</source>
      <translation>未知的行引擎“{engine}”；請從 {choices} 中選擇</translation>
    </message>
    <message>
      <source>the {engine} engine needs {package}, which is not installed ({error}); install it with pip install '{package}'</source>
      <translation>{engine} 引擎需要 {package}，但尚未安裝（{error}）；請用 pip install '{package}' 安裝</translation>
    </message>
    <message>
      <source>writing the release</source>
      <translation>正在寫出釋出資料</translation>
    </message>
    <message>
      <source>the {engine} engine failed: {error}</source>
      <translation>{engine} 引擎出錯：{error}</translation>
    </message>
    <message>
      <source>numbering the paired rows</source>
      <translation>正在為配對的行編號</translation>
    </message>
    <message>
      <source>counting the paired records</source>
      <translation>正在統計配對的記錄</translation>
    </message>
    <message>
      <source>counting the values of the classes</source>
      <translation>正在統計各等價類中的取值</translation>
    </message>
    <message>
      <source>counting the values of {name}</source>
      <translation>正在統計 {name} 的取值</translation>
    </message>
    <message>
      <source>grouping the rows</source>
      <translation>正在對行分組</translation>
    </message>
    <message>
      <source>the {engine} engine reads CSV and Parquet files; save the table as one of them</source>
      <translation>{engine} 引擎讀取 CSV 和 Parquet 檔案；請將表另存為其中一種格式</translation>
    </message>
    <message>
      <source>cannot read the table: {error}</source>
      <translation>無法讀取該表：{error}</translation>
    </message>
    <message>
      <source>summing the weights of {name}</source>
      <translation>正在加總 {name} 的權重</translation>
    </message>
    <message>
      <source>building the release</source>
      <translation>正在生成釋出資料</translation>
    </message>
    <message>
      <source>checked {count:,} transformations; best score {score}</source>
      <translation>已檢查 {count:,} 個變換；最佳得分 {score}</translation>
    </message>
    <message>
      <source>not proven optimal ({count:,} candidates evaluated)</source>
      <translation>未證明最優（已評估 {count:,} 個候選）</translation>
    </message>
    <message>
      <source>proven optimal ({count:,} transformations evaluated)</source>
      <translation>已證明最優（已評估 {count:,} 個變換）</translation>
    </message>
    <message>
      <source>not proven optimal: the lower bound ({bound:.4g}) is too far below to say how close it is ({count:,} transformations evaluated)</source>
      <translation>未證明最優：下界（{bound:.4g}）低得太多，無法說明與最佳結果有多接近（已評估 {count:,} 個變換）</translation>
    </message>
    <message>
      <source>not proven optimal: within {gap:.1%} of the best possible (lower bound {bound:.4g}; {count:,} transformations evaluated)</source>
      <translation>未證明最優：與可能的最佳結果相差不超過 {gap:.1%}（下界 {bound:.4g}；已評估 {count:,} 個變換）</translation>
    </message>
    <message>
      <source>no release was found within the limits (at most {seconds} seconds, {steps} steps); raise them or relax a model</source>
      <translation>在限制內（最多 {seconds} 秒、{steps} 步）未找到可釋出結果；請放寬限制或放寬某個模型</translation>
    </message>
    <message>
      <source>unknown algorithm '{algorithm}'; choose one of {algorithms}</source>
      <translation>未知的演算法“{algorithm}”；請選擇 {algorithms} 之一</translation>
    </message>
    <message>
      <source>{label} needs the {strategies} search; the {strategy} search does not support it</source>
      <translation>{label} 需要 {strategies} 搜尋；{strategy} 搜尋不支援它</translation>
    </message>
    <message>
      <source>class {number}</source>
      <translation>等價類 {number}</translation>
    </message>
    <message>
      <source>generalising the classes</source>
      <translation>正在泛化等價類</translation>
    </message>
    <message>
      <source>the greedy (αij,k,m) algorithm needs a level table for at least one sensitive attribute</source>
      <translation>貪心 (αij,k,m) 演算法需要至少一個敏感屬性的敏感等級表</translation>
    </message>
    <message>
      <source>leftover must be one of {modes}</source>
      <translation>leftover 必須是 {modes} 之一</translation>
    </message>
    <message>
      <source>the population table does not contain every row of the data: {count:,} combination(s) of the quasi-identifiers occur more often in the data than in the population, e.g. {values} ({in_data:,} in the data, {in_population:,} in the population)</source>
      <translation>總體表未包含資料中的每一行：有 {count:,} 種準識別符號組合在資料中出現的次數多於總體表，例如 {values}（資料中 {in_data:,} 次，總體表中 {in_population:,} 次）</translation>
    </message>
    <message>
      <source>the population table has {count} value(s) that the hierarchy of '{column}' lacks: {values}</source>
      <translation>總體表中有 {count} 個值是“{column}”的泛化層次所缺少的：{values}</translation>
    </message>
    <message>
      <source>preparing the frequency set</source>
      <translation>正在準備頻數集</translation>
    </message>
    <message>
      <source>the suppression limit is a share of the rows between 0 and 1</source>
      <translation>抑制上限是記錄所佔的比例，須介於 0 和 1 之間</translation>
    </message>
    <message>
      <source>unknown utility metric '{metric}'; choose one of {choices}</source>
      <translation>未知的效用指標“{metric}”；請從以下選項中選擇：{choices}</translation>
    </message>
    <message>
      <source>the optimal search needs a hierarchy for every quasi-identifier; {columns} has none</source>
      <translation>最優搜尋需要每個準識別符號都有泛化層次；{columns} 沒有泛化層次</translation>
    </message>
    <message>
      <source>the minimum level of '{column}' is above its maximum level</source>
      <translation>“{column}”的最低層級高於其最高層級</translation>
    </message>
    <message>
      <source>level {level} of '{column}' is outside its hierarchy (0 to {height})</source>
      <translation>“{column}”的層級 {level} 超出其泛化層次範圍（0 到 {height}）</translation>
    </message>
    <message>
      <source>'{column}' cannot be both a quasi-identifier and a protected sensitive attribute</source>
      <translation>“{column}”不能同時是準識別符號和受保護的敏感屬性</translation>
    </message>
    <message>
      <source>evaluated {evaluated:,} of {total:,} transformations</source>
      <translation>已評估 {total:,} 個變換中的 {evaluated:,} 個</translation>
    </message>
    <message>
      <source>Mondrian: splitting</source>
      <translation>Mondrian：正在劃分</translation>
    </message>
    <message>
      <source>Mondrian needs at least one quasi-identifier</source>
      <translation>Mondrian 至少需要一個準識別符號</translation>
    </message>
    <message>
      <source>Mondrian: releasing {classes:,} classes</source>
      <translation>Mondrian：正在釋出 {classes:,} 個等價類</translation>
    </message>
    <message>
      <source>Mondrian: {classes:,} classes</source>
      <translation>Mondrian：{classes:,} 個等價類</translation>
    </message>
    <message>
      <source>l must be a whole number of at least 1</source>
      <translation>l 必須是大於或等於 1 的整數</translation>
    </message>
    <message>
      <source>l-diversity needs at least one sensitive attribute</source>
      <translation>l-多樣性至少需要一個敏感屬性</translation>
    </message>
    <message>
      <source>the table has {n:,} rows, so no class can reach k = {k}</source>
      <translation>資料表只有 {n:,} 行，因此任何等價類都無法達到 k = {k}</translation>
    </message>
    <message>
      <source>unknown split rule {split!r}; choose one of {rules}</source>
      <translation>未知的劃分規則 {split!r}；請選擇 {rules} 之一</translation>
    </message>
    <message>
      <source>the whole table has only {count} different values of '{name}', so no class can be distinct {l}-diverse</source>
      <translation>整個資料表中“{name}”只有 {count} 個不同的值，因此任何等價類都無法滿足不同值 {l}-多樣性</translation>
    </message>
    <message>
      <source>optimal generalization (full-domain, with suppression)</source>
      <translation>最優泛化（全域，可抑制）</translation>
    </message>
    <message>
      <source>heuristic generalization (LIGHTNING, anytime; for many quasi-identifiers)</source>
      <translation>啟發式泛化（LIGHTNING，隨時可停；適用於多個準識別符號）</translation>
    </message>
    <message>
      <source>genetic algorithm (population-based, anytime; for many quasi-identifiers)</source>
      <translation>遺傳演算法（基於種群，隨時可停；適用於多個準識別符號）</translation>
    </message>
    <message>
      <source>automatic (optimal for small lattices, genetic for large ones)</source>
      <translation>自動（小格用最優搜尋，大格用遺傳搜尋）</translation>
    </message>
    <message>
      <source>Mondrian (multidimensional partitioning)</source>
      <translation>Mondrian（多維劃分）</translation>
    </message>
    <message>
      <source>greedy (αij,k,m) algorithm</source>
      <translation>貪心 (αij,k,m) 演算法</translation>
    </message>
    <message>
      <source>Mondrian needs k-anonymity among the privacy models</source>
      <translation>Mondrian 需要在隱私模型中包含 k-匿名</translation>
    </message>
    <message>
      <source>the (αij,k,m) algorithm needs k-anonymity among the privacy models (its k)</source>
      <translation>(αij,k,m) 演算法需要在隱私模型中包含 k-匿名（作為其 k）</translation>
    </message>
    <message>
      <source>the (αij,k,m) algorithm needs a sensitivity-level table for a sensitive attribute</source>
      <translation>(αij,k,m) 演算法需要一個敏感屬性的敏感等級表</translation>
    </message>
    <message>
      <source>the (αij,k,m) algorithm</source>
      <translation>(αij,k,m) 演算法</translation>
    </message>
    <message>
      <source>{label} needs the optimal, heuristic or Mondrian search</source>
      <translation>{label} 需要最優搜尋、啟發式搜尋或 Mondrian</translation>
    </message>
    <message>
      <source>{algorithm} cannot make classes of {k:,} records from {n:,} rows; relax the privacy models or the risk threshold</source>
      <translation>{algorithm} 無法由 {n:,} 行資料構成每類 {k:,} 條記錄的等價類；請放寬隱私模型或風險閾值</translation>
    </message>
    <message>
      <source>Mondrian's release does not meet {label}; use k of at least 2 or the optimal search</source>
      <translation>Mondrian 的釋出結果不滿足 {label}；請使用至少為 2 的 k 或最優搜尋</translation>
    </message>
    <message>
      <source>Mondrian supports k-anonymity and distinct l-diversity; not {models}</source>
      <translation>Mondrian 僅支援 k-匿名和不同值 l-多樣性，不支援 {models}</translation>
    </message>
    <message>
      <source>no generalization of {qis} meets {requirements} with {suppression:.1%} of the rows; allow more suppression, raise the maximum levels, or relax a model</source>
      <translation>在最多抑制 {suppression:.1%} 的行的情況下，{qis} 的任何泛化都無法滿足 {requirements}；請允許更多抑制、提高最大層級，或放寬某個隱私模型</translation>
    </message>
    <message>
      <source>no generalization of {qis} meets {requirements} with no suppression; allow more suppression, raise the maximum levels, or relax a model</source>
      <translation>在不抑制任何行的情況下，{qis} 的任何泛化都無法滿足 {requirements}；請允許更多抑制、提高最大層級，或放寬某個隱私模型</translation>
    </message>
    <message>
      <source>logistic regression</source>
      <translation>邏輯迴歸</translation>
    </message>
    <message>
      <source>naive Bayes</source>
      <translation>樸素貝葉斯</translation>
    </message>
    <message>
      <source>random forest</source>
      <translation>隨機森林</translation>
    </message>
    <message>
      <source>ZeroR (most frequent class)</source>
      <translation>ZeroR（最常見類別）</translation>
    </message>
    <message>
      <source>classification: scoring</source>
      <translation>分類：計算評分</translation>
    </message>
    <message>
      <source>classification needs at least two rows</source>
      <translation>分類至少需要兩行資料</translation>
    </message>
    <message>
      <source>unknown classifier {method!r}; choose one of {names}</source>
      <translation>未知的分類器 {method!r}；請從 {names} 中選擇</translation>
    </message>
    <message>
      <source>classification: fold {fold} of {folds}</source>
      <translation>分類：第 {fold} 折，共 {folds} 折</translation>
    </message>
    <message>
      <source>* (suppressed)</source>
      <translation>*（已抑制）</translation>
    </message>
    <message>
      <source>* (top level)</source>
      <translation>*（泛化到最高層級）</translation>
    </message>
    <message>
      <source>Suppressed: the cells of the 1 record that is * in every column (no quasi-identifiers given); any other * stands for every value.</source>
      <translation>已抑制：指每一欄都是 * 的 1 筆記錄中的儲存格（未指定準識別符號）；其他 * 代表該欄的任意取值。</translation>
    </message>
    <message>
      <source>Suppressed: the cells of the 1 record the release suppressed (every quasi-identifier *); any other * is a generalization to the top and stands for every value.</source>
      <translation>已抑制：指釋出資料抑制的 1 筆記錄中的儲存格（所有準識別符號皆為 *）；其他 * 是泛化到最高層級，代表該欄的任意取值。</translation>
    </message>
    <message>
      <source>Suppressed: the cells of the {records:,} records that are * in every column (no quasi-identifiers given); any other * stands for every value.</source>
      <translation>已抑制：指每一欄都是 * 的 {records:,} 筆記錄中的儲存格（未指定準識別符號）；其他 * 代表該欄的任意取值。</translation>
    </message>
    <message>
      <source>{days:,.0f} days</source>
      <translation>{days:,.0f} 天</translation>
    </message>
    <message>
      <source>Suppressed: the cells of the {records:,} records the release suppressed (every quasi-identifier *); any other * is a generalization to the top and stands for every value.</source>
      <translation>已抑制：指釋出資料抑制的 {records:,} 筆記錄中的儲存格（所有準識別符號皆為 *）；其他 * 是泛化到最高層級，代表該欄的任意取值。</translation>
    </message>
    <message>
      <source>the window cannot open: Qt needs {packages} (on Debian or Ubuntu: sudo apt-get install {packages}); the command line works without them</source>
      <translation>視窗無法開啟：Qt 需要 {packages}（Debian 或 Ubuntu 上：sudo apt-get install {packages}）；命令列無需它們即可使用</translation>
    </message>
    <message>
      <source>Suppression removes the few records that do not fit any group instead of generalizing everyone further. On the Adult census table, 0% suppression turns age into '*', while 5% keeps 10-year bands: a little data is lost for everybody's benefit.</source>
      <translation>抑制會移除少數無法歸入任何組的記錄，而不必對所有記錄做進一步泛化。以 Adult 人口普查資料表為例：抑制比例為 0% 時，年齡會變成“*”；而抑制比例為 5% 時，仍可保留以 10 歲為一段的年齡區間。損失少量資料，卻讓所有人受益。</translation>
    </message>
    <message>
      <source>(αij,k,m)-anonymity</source>
      <translation>(αij,k,m)-匿名</translation>
    </message>
    <message>
      <source>Disclosure of sensitive values graded by how sensitive they are: each sensitivity level i of attribute j has its own bound αij on its share in a group, and no group holds two values of the same level.</source>
      <translation>按敏感程度分級的敏感值洩露：屬性 j 的每個敏感等級 i 都有各自的上限 αij，用於限制其在組中所佔的比例；並且任何組都不能包含同一等級的兩個值。</translation>
    </message>
    <message>
      <source>The figure is the worst ratio of a level's share to its bound (at most 1 when the model holds), next to k, the smallest group size. Levels and bounds come from the sensitivity-level table.</source>
      <translation>該數值是各等級所佔比例與其上限之比中的最大值（模型滿足時至多為 1），旁邊是 k，即最小組的大小。等級和上限來自敏感等級表。</translation>
    </message>
    <message>
      <source>Use the greedy (αij,k,m) algorithm, relax the bounds of the most sensitive levels, or move values to a less strict level if that is justified.</source>
      <translation>使用貪心 (αij,k,m) 演算法，放寬最敏感等級的上限；或在有正當理由時，將某些值移到要求較寬鬆的等級。</translation>
    </message>
    <message>
      <source>Privacy level PL = DR × IR</source>
      <translation>隱私水平 PL = DR × IR</translation>
    </message>
    <message>
      <source>How exposed an attribute is: how well the released quasi-identifiers single out its value (DR) times how much of its original information the release keeps (IR).</source>
      <translation>屬性的暴露程度：釋出後的準識別符號能在多大程度上確定該屬性的值（DR），乘以釋出資料保留了多少該屬性的原始資訊（IR）。</translation>
    </message>
    <message>
      <source>From 0 (well protected) to 1 (fully exposed), overall and per attribute. Compare it before and after anonymization; an attribute with a high PL is the one to generalize further.</source>
      <translation>從 0（受到良好保護）到 1（完全暴露），分為總體和各屬性兩種。可比較匿名化前後的值；PL 高的屬性就是需要進一步泛化的屬性。</translation>
    </message>
    <message>
      <source>Generalize the attribute with the highest PL more, or raise k.</source>
      <translation>對 PL 最高的屬性做進一步泛化，或增大 k。</translation>
    </message>
    <message>
      <source>Discrimination rate DR</source>
      <translation>區分率 DR</translation>
    </message>
    <message>
      <source>How much knowing a person's released quasi-identifiers tells about the released value of an attribute: 1 − H(value | quasi-identifiers) / H(value).</source>
      <translation>知道某人釋出後的準識別符號，能在多大程度上推斷出該屬性發布後的值：1 − H(值 | 準識別符號) / H(值)。</translation>
    </message>
    <message>
      <source>0 when the quasi-identifiers tell nothing about the value, 1 when they determine it.</source>
      <translation>準識別符號對該值毫無提示時為 0，完全決定該值時為 1。</translation>
    </message>
    <message>
      <source>Generalize the quasi-identifiers more or raise l (for a sensitive attribute).</source>
      <translation>對準識別符號做進一步泛化，或增大 l（針對敏感屬性）。</translation>
    </message>
    <message>
      <source>Information retained IR</source>
      <translation>資訊保留率 IR</translation>
    </message>
    <message>
      <source>How much of an attribute's original information the release still carries (mutual information between original and released values, relative to the original entropy).</source>
      <translation>釋出資料仍保留了多少該屬性的原始資訊（原始值與釋出值之間的互資訊，相對於原始熵）。</translation>
    </message>
    <message>
      <source>0 when the release keeps nothing of the attribute, 1 when it keeps it exactly.</source>
      <translation>釋出資料完全沒有保留該屬性的資訊時為 0，完全保留時為 1。</translation>
    </message>
    <message>
      <source>Generalize that attribute more (this lowers IR and so PL).</source>
      <translation>對該屬性做進一步泛化（這會降低 IR，從而降低 PL）。</translation>
    </message>
    <message>
      <source>Entropy change EC</source>
      <translation>熵變化 EC</translation>
    </message>
    <message>
      <source>Utility: how much of the table's information (entropy of the quasi-identifiers and the protected attributes) the release keeps.</source>
      <translation>效用：釋出資料保留了多少資料表中的資訊（準識別符號和受保護屬性的熵）。</translation>
    </message>
    <message>
      <source>A share from 0 to 1; higher means more useful data. It drops as generalization grows, so read it next to PL: the aim is low PL with high EC.</source>
      <translation>取值為 0 到 1 之間的比例；越高表示資料越有用。它會隨著泛化程度的增加而下降，因此應與 PL 一起看：目標是 PL 低而 EC 高。</translation>
    </message>
    <message>
      <source>If EC is too low, choose a solution with lower levels (Solutions tab), allow some suppression, or give the important attributes a higher weight.</source>
      <translation>如果 EC 過低，可選擇層級更低的方案（“候選方案”選項卡）、允許一定程度的抑制，或提高重要屬性的權重。</translation>
    </message>
    <message>
      <source>Weighted attribute entropy</source>
      <translation>加權屬性熵</translation>
    </message>
    <message>
      <source>Utility weighted by how important each attribute is to the recipient.</source>
      <translation>按各屬性對接收方的重要程度加權的效用。</translation>
    </message>
    <message>
      <source>The entropy kept per attribute, summed with the attribute weights; higher keeps more of what matters.</source>
      <translation>每個屬性保留的熵，按屬性權重求和；越高表示保留的重要資訊越多。</translation>
    </message>
    <message>
      <source>Raise the weight of attributes the analysis needs; the weighted algorithms then generalize them less.</source>
      <translation>提高分析所需屬性的權重；加權演算法隨後會減少對它們的泛化。</translation>
    </message>
    <message>
      <source>Link-matching entropy</source>
      <translation>連結匹配熵</translation>
    </message>
    <message>
      <source>Linking the release to a population register: how uncertain an attacker remains about who a released record is.</source>
      <translation>將釋出資料與人口登記冊進行連結：攻擊者對一條釋出記錄究竟對應誰仍有多大的不確定性。</translation>
    </message>
    <message>
      <source>Higher entropy is safer; the link risk R next to it is the chance of a correct link (lower is safer).</source>
      <translation>熵越高越安全；旁邊的連結風險 R 是正確連結的機率（越低越安全）。</translation>
    </message>
    <message>
      <source>Generalize more so that each released group matches more people of the population.</source>
      <translation>進一步泛化，使每個釋出的組與總體中更多的人相匹配。</translation>
    </message>
    <message>
      <source>WHD information loss</source>
      <translation>WHD 資訊損失</translation>
    </message>
    <message>
      <source>Utility: how far each released value moved up its hierarchy, weighted by the hierarchy's levels.</source>
      <translation>效用：每個釋出值沿其泛化層次上移了多遠，按泛化層次的層級加權。</translation>
    </message>
    <message>
      <source>0 means no value was generalized, 1 that every value became '*'. Lower is better.</source>
      <translation>0 表示沒有值被泛化，1 表示每個值都變成了“*”。越低越好。</translation>
    </message>
    <message>
      <source>Choose a solution with lower levels or allow some suppression.</source>
      <translation>選擇層級更低的方案，或允許一定程度的抑制。</translation>
    </message>
    <message>
      <source>Equivalence-class sensitivity distance Ds</source>
      <translation>等價類敏感距離 Ds</translation>
    </message>
    <message>
      <source>How far the sensitive values of each group are from being spread evenly over the sensitivity levels.</source>
      <translation>每個組中的敏感值距離在各敏感等級上均勻分佈還有多遠。</translation>
    </message>
    <message>
      <source>Smaller distances mean groups mix levels as the sensitivity-level table asks.</source>
      <translation>距離越小，表示各組越符合敏感等級表的要求，混合了不同的等級。</translation>
    </message>
    <message>
      <source>Use the greedy (αij,k,m) algorithm or generalize more.</source>
      <translation>使用貪心 (αij,k,m) 演算法，或進一步泛化。</translation>
    </message>
    <message>
      <source>ARX's Loss</source>
      <translation>ARX 損失</translation>
    </message>
    <message>
      <source>Utility: the share of each attribute's hierarchy merged by the generalization (geometric mean over the quasi-identifiers), as ARX reports it.</source>
      <translation>效用：泛化所合併的各屬性泛化層次的比例（對各準識別符號取幾何平均值），與 ARX 報告的方式相同。</translation>
    </message>
    <message>
      <source>0 = nothing generalized, 1 = everything suppressed; lower is better.</source>
      <translation>0 = 未泛化任何內容，1 = 全部被抑制；越低越好。</translation>
    </message>
    <message>
      <source>Choose a solution with lower levels, or allow some suppression.</source>
      <translation>選擇層級更低的方案，或允許一定程度的抑制。</translation>
    </message>
    <message>
      <source>ARX's Loss with RANK aggregation</source>
      <translation>ARX 的損失（RANK 聚合）</translation>
    </message>
    <message>
      <source>Utility: ARX's Loss per attribute (each quasi-identifier's share of its hierarchy merged, each aggregated attribute's share of its values mixed), compared attribute by attribute: the attribute that lost most first, then the next.</source>
      <translation>效用：ARX 按屬性計算的損失（每個準識別符號被合併的層次結構比例，每個被聚合屬性被混合的取值比例），逐個屬性比較：先比較損失最大的屬性，再比較下一個。</translation>
    </message>
    <message>
      <source>0 = nothing lost, 1 = everything suppressed; lower is better. The number shown is the largest loss.</source>
      <translation>0 = 沒有損失，1 = 全部被抑制；越低越好。顯示的數值是最大的損失。</translation>
    </message>
    <message>
      <source>Generalize the attribute that loses most less, or allow some suppression.</source>
      <translation>減少對損失最大的屬性的泛化，或允許一些抑制。</translation>
    </message>
    <message>
      <source>Utility: how many records each record cannot be told apart from (the sum of squared group sizes; a suppressed record costs the whole table).</source>
      <translation>效用：每條記錄與多少條記錄無法區分（各組大小的平方和；一條被抑制的記錄計為整個資料表的大小）。</translation>
    </message>
    <message>
      <source>Lower is better; it grows quickly with large groups and suppression.</source>
      <translation>越低越好；組很大或存在抑制時，它會迅速增大。</translation>
    </message>
    <message>
      <source>Choose a solution with smaller groups or less suppression.</source>
      <translation>選擇組更小或抑制更少的方案。</translation>
    </message>
    <message>
      <source>Average equivalence class size</source>
      <translation>平均等價類大小</translation>
    </message>
    <message>
      <source>Utility: the average number of records per group, relative to k.</source>
      <translation>效用：每個組的平均記錄數，相對於 k。</translation>
    </message>
    <message>
      <source>1 is ideal (groups exactly of size k); larger means coarser data.</source>
      <translation>1 為理想值（組的大小恰好為 k）；越大表示資料越粗略。</translation>
    </message>
    <message>
      <source>Choose a solution with lower levels.</source>
      <translation>選擇層級更低的方案。</translation>
    </message>
    <message>
      <source>Generalization intensity (precision)</source>
      <translation>泛化強度（精度）</translation>
    </message>
    <message>
      <source>Utility: the mean generalization level relative to each hierarchy's height (suppressed cells count as fully generalized).</source>
      <translation>效用：平均泛化層級相對於各泛化層次高度的比例（被抑制的單元格視為完全泛化）。</translation>
    </message>
    <message>
      <source>0 = original values, 1 = everything '*'; lower is better.</source>
      <translation>0 = 原始值，1 = 全部為“*”；越低越好。</translation>
    </message>
    <message>
      <source>Utility: the information (bits per value) lost by replacing values with their generalizations.</source>
      <translation>效用：用泛化後的值替換原始值所損失的資訊（每個值的位元數）。</translation>
    </message>
    <message>
      <source>Lower is better; 0 means nothing was lost.</source>
      <translation>越低越好；0 表示沒有任何損失。</translation>
    </message>
    <message>
      <source>Distinction of an attribute set</source>
      <translation>屬性集合的區分度</translation>
    </message>
    <message>
      <source>How well a set of attributes singles people out in the original table (ARX's attribute risks, after Motwani and Xu): the number of distinct value combinations divided by the number of rows.</source>
      <translation>一組屬性在原始資料表中區分個人的能力（ARX 的屬性風險，依據 Motwani 和 Xu）：不同取值組合的數量除以行數。</translation>
    </message>
    <message>
      <source>1 means every record has its own combination (a key); close to 0 means few combinations. Sets with high distinction are the quasi-identifiers to protect.</source>
      <translation>1 表示每條記錄都有自己獨有的組合（即一個鍵）；接近 0 表示組合很少。區分度高的集合就是需要保護的準識別符號。</translation>
    </message>
    <message>
      <source>Mark the attributes of a highly distinct set as quasi-identifiers, or leave one of them out of the release if it is not needed.</source>
      <translation>把區分度高的集合中的屬性標為準識別符號；如果其中某個屬性不需要，就不要釋出它。</translation>
    </message>
    <message>
      <source>Separation of an attribute set</source>
      <translation>屬性集合的分離度</translation>
    </message>
    <message>
      <source>The share of all pairs of records that differ in at least one attribute of the set: how many pairs an attacker could tell apart with these attributes.</source>
      <translation>在集合的至少一個屬性上取值不同的記錄對佔全部記錄對的比例：攻擊者憑這些屬效能區分開多少對記錄。</translation>
    </message>
    <message>
      <source>1 means every pair of records is told apart; a set that separates 99 % of the pairs is almost a key. `privdesk inspect --suggest` names the smallest such set.</source>
      <translation>1 表示每一對記錄都能被區分開；能區分 99% 記錄對的集合幾乎就是一個鍵。`privdesk inspect --suggest` 會給出最小的這樣的集合。</translation>
    </message>
    <message>
      <source>Treat the smallest highly separating set as quasi-identifiers and generalize it.</source>
      <translation>把分離度高的最小集合當作準識別符號並對其進行泛化。</translation>
    </message>
    <message>
      <source>IL1s</source>
      <translation>IL1s</translation>
    </message>
    <message>
      <source>Utility of perturbed numbers (microaggregation, noise): the mean distance of every released value from its original, in standard deviations (times √2, as sdcMicro computes it).</source>
      <translation>擾動後數值（微聚合、噪聲）的效用：每個釋出值與原值的平均距離，以標準差為單位（按 sdcMicro 的演算法乘以 √2）。</translation>
    </message>
    <message>
      <source>0 = unchanged; lower is better.</source>
      <translation>0 = 未改變；越低越好。</translation>
    </message>
    <message>
      <source>Use smaller groups (k) or a smaller noise share.</source>
      <translation>使用更小的組（k）或更小的噪聲比例。</translation>
    </message>
    <message>
      <source>Eigenvalue distance</source>
      <translation>特徵值距離</translation>
    </message>
    <message>
      <source>Utility of perturbed numbers: how much the correlation structure of the columns changed (relative differences of the correlation matrix's eigenvalues, as sdcMicro's dUtility 'eigen').</source>
      <translation>擾動後數值的效用：各列的相關結構改變了多少（相關矩陣特徵值的相對差，同 sdcMicro 的 dUtility “eigen”）。</translation>
    </message>
    <message>
      <source>0 = same structure; lower is better.</source>
      <translation>0 = 結構相同；越低越好。</translation>
    </message>
    <message>
      <source>Use correlated noise, smaller groups or a smaller noise share.</source>
      <translation>使用相關噪聲、更小的組或更小的噪聲比例。</translation>
    </message>
    <message>
      <source>Within-group variance share</source>
      <translation>組內方差佔比</translation>
    </message>
    <message>
      <source>Utility of microaggregation: the share of the columns' spread that lies inside the groups and is lost when each group is replaced by its mean (SSE/SST).</source>
      <translation>微聚合的效用：各列的離散程度中位於組內的部分所佔的比例，用組均值替換各組時這部分會丟失（SSE/SST）。</translation>
    </message>
    <message>
      <source>0 = nothing lost, 1 = one group; lower is better.</source>
      <translation>0 = 沒有損失，1 = 只有一組；越低越好。</translation>
    </message>
    <message>
      <source>Use a smaller k, or aggregate fewer columns together.</source>
      <translation>使用更小的 k，或減少一起聚合的列。</translation>
    </message>
    <message>
      <source>MDAV microaggregation</source>
      <translation>MDAV 微聚合</translation>
    </message>
    <message>
      <source>Re-identification through exact numbers: groups of at least k similar records share the group's mean in the chosen numeric columns, so no value points at one person.</source>
      <translation>透過精確數值的重新識別：至少 k 條相似記錄組成一組，在所選數值列中共享該組的均值，因此沒有任何值指向某一個人。</translation>
    </message>
    <message>
      <source>k is the smallest group; every group has k to 2k − 1 records. IL1s and the within-group variance share measure what was lost.</source>
      <translation>k 是最小的組；每組有 k 到 2k − 1 條記錄。IL1s 和組內方差佔比衡量損失了多少。</translation>
    </message>
    <message>
      <source>If the loss is high, lower k or aggregate fewer columns together.</source>
      <translation>如果損失較大，請降低 k 或減少一起聚合的列。</translation>
    </message>
    <message>
      <source>Microaggregation in the search</source>
      <translation>搜尋中的微聚合</translation>
    </message>
    <message>
      <source>Keeps a numeric attribute useful: instead of coding it into intervals, each group of look-alike records shows its mean, geometric mean, median, mode, [min, max] or set of values.</source>
      <translation>讓數值屬性保持可用：不把它編碼成區間，而是讓每組相似記錄顯示其均值、幾何均值、中位數、眾數、[最小值, 最大值] 或值的集合。</translation>
    </message>
    <message>
      <source>The groups come from the generalized quasi-identifiers; a numeric quasi-identifier marked "aggregate" on the Attributes page is aggregated instead of generalized. ARX's Loss counts it as one more dimension, which the search minimises with the others: the share of the column's distinct values that each group mixes.</source>
      <translation>分組由泛化後的準識別符號決定；在“屬性”頁上標記為“聚合”的數值型準識別符號會被聚合而不是泛化。ARX 的損失將其計為額外的一個維度，搜尋會與其他維度一起將其最小化：每個分組混合了該列多少比例的不同值。</translation>
    </message>
    <message>
      <source>If the groups are too coarse for the attribute, use the median or the interval.</source>
      <translation>如果分組對該屬性過粗，請使用中位數或區間。</translation>
    </message>
    <message>
      <source>Cell suppression (ARX's mode)</source>
      <translation>單元格抑制（ARX 模式）</translation>
    </message>
    <message>
      <source>Losing whole records: the records the search would suppress are recoded instead, by blanking some of their quasi-identifier cells ('*') in rounds, so that they form groups that meet every privacy model of the run. ARX's mode releases at least 1% of the table per round, blanking as few columns as possible; the gradual mode releases at least 1% of the records still suppressed per round, those that keep the most first.</source>
      <translation>避免丟失整條記錄：搜尋本會抑制的記錄改為分輪重編碼，只將其部分準識別符號單元格置為空白（“*”），使它們組成滿足本次執行所有隱私模型的分組。ARX 模式每輪至少放回全表 1% 的記錄，並儘量少置空列；漸進模式每輪至少放回仍被抑制記錄的 1%，優先選擇放回最多記錄的方案。</translation>
    </message>
    <message>
      <source>The Suppressed cells sheet counts the blanked cells per column and the records still suppressed whole. '*' counts as a value of its own: each group, records of every round together, is checked like any release.</source>
      <translation>“被抑制的單元格”工作表按列統計被置空的單元格，以及仍被整條抑制的記錄。“*”被視為一個獨立的值：每個分組（包括各輪放回的全部記錄）都像其他任何釋出一樣接受檢查。</translation>
    </message>
    <message>
      <source>With δ-presence and k-map a '*' matches every value of the population table in its column, so a group with blanked cells matches more people. When few records come back, the models ask more of each group than blanked cells can give: try the gradual mode or relax a model.</source>
      <translation>對於 δ-存在性和 k-map，“*”與總體表中該列的任何值都匹配，因此含置空單元格的分組會匹配更多的人。如果放回的記錄很少，說明模型對每個分組的要求超出了置空單元格所能達到的程度：請嘗試漸進模式或放寬某個模型。</translation>
    </message>
    <message>
      <source>Additive noise</source>
      <translation>加性噪聲</translation>
    </message>
    <message>
      <source>Exact matching on numbers: random noise with a standard deviation of a share of each column's spread is added; correlated noise keeps the correlations between the columns.</source>
      <translation>數值的精確匹配：新增隨機噪聲，其標準差為各列離散程度的一定比例；相關噪聲保持各列之間的相關性。</translation>
    </message>
    <message>
      <source>The share is the noise's standard deviation over the column's; the seed rebuilds the same release.</source>
      <translation>比例是噪聲標準差與該列標準差之比；用同一種子可重建相同的釋出資料。</translation>
    </message>
    <message>
      <source>If analyses change too much, lower the share.</source>
      <translation>如果分析結果變化太大，請降低比例。</translation>
    </message>
    <message>
      <source>PRAM</source>
      <translation>PRAM</translation>
    </message>
    <message>
      <source>Certainty about categories: each value is changed to another category with a known probability, so no released category can be trusted for one person. Invariant PRAM keeps the expected frequencies.</source>
      <translation>對類別的確定性：每個值以已知機率被改為另一類別，因此對任何個人而言，釋出的類別都不可全信。不變 PRAM 保持期望頻數。</translation>
    </message>
    <message>
      <source>The share of changed values and how far the category shares moved are reported; the seed rebuilds the same release.</source>
      <translation>報告被改變的值所佔比例以及類別佔比的變化；用同一種子可重建相同的釋出資料。</translation>
    </message>
    <message>
      <source>If too many values change, raise the probability of keeping a value.</source>
      <translation>如果改變的值太多，請提高保留原值的機率。</translation>
    </message>
    <message>
      <source>Local (cell) suppression</source>
      <translation>區域性（單元格）抑制</translation>
    </message>
    <message>
      <source>Re-identification by rare combinations: single quasi-identifier cells are blanked (shown as '*') until every record matches at least k records, a blank matching any value.</source>
      <translation>透過罕見組合的重新識別：逐個清空準識別符號單元格（顯示為 '*'），直到每條記錄至少與 k 條記錄匹配，被清空的單元格匹配任何值。</translation>
    </message>
    <message>
      <source>The report counts the suppressed cells per column; whole records are kept.</source>
      <translation>報告按列統計被抑制的單元格；整條記錄都會保留。</translation>
    </message>
    <message>
      <source>Mark the columns analysts need most as most important: they are blanked last.</source>
      <translation>把分析人員最需要的列標為最重要：它們最後才會被清空。</translation>
    </message>
    <message>
      <source>Usefulness: statistics, contingency table, classification</source>
      <translation>可用性：統計量、列聯表、分類</translation>
    </message>
    <message>
      <source>Whether the release still answers its question: means, spreads and frequencies before and after, how two attributes vary together, and how well a classifier trained on the release predicts a target compared with one trained on the original and with guessing the most frequent value (ZeroR).</source>
      <translation>釋出資料是否仍能回答其問題：之前與之後的均值、離散程度和頻數，兩個屬性如何共同變化，以及在釋出資料上訓練的分類器預測目標的效果，與在原始資料上訓練的分類器及猜測最常見值（ZeroR）相比如何。</translation>
    </message>
    <message>
      <source>A generalized value counts by the midpoint of the original values it covers; TVD (0 to 1) and KL (bits) are 0 when the distributions agree. Accuracy comes from 10-fold cross-validation with the same folds for both tables: the closer the release's accuracy to the original's, and the farther above ZeroR, the more useful the release.</source>
      <translation>泛化後的值按其覆蓋的原始值的中點計算；分佈一致時 TVD（0 到 1）和 KL（位元）為 0。準確率來自 10 折交叉驗證，兩個表使用相同的折：釋出資料的準確率越接近原始資料、越高於 ZeroR，釋出資料就越有用。</translation>
    </message>
    <message>
      <source>Generalize the attributes that matter for the question less (and others more), or choose another solution of the frontier.</source>
      <translation>對與問題相關的屬性少做泛化（其他屬性多做泛化），或選擇前沿上的另一個解。</translation>
    </message>
    <message>
      <source>Highest re-identification risk</source>
      <translation>最高重識別風險</translation>
    </message>
    <message>
      <source>The prosecutor attack on a public release: the attacker targets one known person and picks among the records that look like them.</source>
      <translation>針對公開發布的檢察官攻擊：攻擊者以某個已知的人為目標，在與其相似的記錄中進行挑選。</translation>
    </message>
    <message>
      <source>1 divided by the size of the smallest group: 0.05 means at worst a 1-in-20 chance. It must not exceed the threshold.</source>
      <translation>1 除以最小組的大小：0.05 表示最壞情況下有二十分之一的機率。它不得超過閾值。</translation>
    </message>
    <message>
      <source>Generalize more or raise k so the smallest groups grow, or suppress the smallest groups.</source>
      <translation>進一步泛化或增大 k，使最小的組變大；或抑制最小的組。</translation>
    </message>
    <message>
      <source>Strict average re-identification risk (suppressed records as one group)</source>
      <translation>嚴格平均重識別風險（被抑制的記錄算作一個組）</translation>
    </message>
    <message>
      <source>The risk over all records, for releases to known recipients (the strict average also counts every record above the threshold). The suppressed records count as one group of their own.</source>
      <translation>所有記錄的風險，用於向已知接收方釋出（嚴格平均還會計入每條超過閾值的記錄）。被抑制的記錄自成一個組。</translation>
    </message>
    <message>
      <source>The mean of 1 / group size over records; lower is safer.</source>
      <translation>各記錄的 1 / 組大小的平均值；越低越安全。</translation>
    </message>
    <message>
      <source>Generalize more or suppress the smallest groups.</source>
      <translation>進一步泛化，或抑制最小的組。</translation>
    </message>
    <message>
      <source>Records at risk</source>
      <translation>高風險記錄</translation>
    </message>
    <message>
      <source>How many people are in groups whose risk is above the threshold.</source>
      <translation>有多少人所在的組的風險高於閾值。</translation>
    </message>
    <message>
      <source>A count and a share of the records; 0 is the aim for a public release.</source>
      <translation>記錄的數量和佔比；公開發布時的目標是 0。</translation>
    </message>
    <message>
      <source>Generalize more, or allow suppression of exactly these records.</source>
      <translation>進一步泛化，或允許恰好抑制這些記錄。</translation>
    </message>
    <message>
      <source>Risk threshold</source>
      <translation>風險閾值</translation>
    </message>
    <message>
      <source>The largest acceptable risk, set by how harmful a re-identification would be (the invasion of privacy) or typed directly.</source>
      <translation>可接受的最大風險，根據重識別可能造成的危害程度（隱私侵犯程度）設定，也可直接輸入。</translation>
    </message>
    <message>
      <source>Low invasion 0.1 (groups of 10), medium 0.075, high 0.05 (groups of 20).</source>
      <translation>隱私侵犯程度低時為 0.1（每組 10 條記錄），中為 0.075，高為 0.05（每組 20 條記錄）。</translation>
    </message>
    <message>
      <source>Do not raise the threshold to make a release pass: make the release safer instead. An anonymization meets the threshold like a privacy model: it generalizes until every group is large enough.</source>
      <translation>不要為了讓釋出資料透過而提高閾值，而應讓釋出資料更安全。匿名化會像隱私模型一樣滿足該閾值：它會一直泛化，直到每個分組都足夠大。</translation>
    </message>
    <message>
      <source>Environment risk</source>
      <translation>環境風險</translation>
    </message>
    <message>
      <source>For a controlled release, the chance that an attack happens at all: the recipient's controls and motives, an acquaintance who spots someone they know, or a data breach.</source>
      <translation>對於受控釋出，攻擊發生的可能性：取決於接收方的控制措施和動機、熟人認出自己認識的人，或資料洩露。</translation>
    </message>
    <message>
      <source>A probability from 0 to 1 that multiplies the data risk; the largest of the three attacks counts.</source>
      <translation>一個 0 到 1 之間的機率，與資料風險相乘；以三種攻擊中最大的一個為準。</translation>
    </message>
    <message>
      <source>Strengthen the recipient's controls (contract, secure room), or treat the release as public.</source>
      <translation>加強接收方的控制措施（合同、安全室），或將此次釋出視為公開發布。</translation>
    </message>
    <message>
      <source>Overall risk</source>
      <translation>總體風險</translation>
    </message>
    <message>
      <source>The data risk times the environment risk: the figure compared with the threshold for a controlled release.</source>
      <translation>資料風險乘以環境風險：受控釋出時與閾值進行比較的數值。</translation>
    </message>
    <message>
      <source>Lower is safer; it must not exceed the threshold.</source>
      <translation>越低越安全；它不得超過閾值。</translation>
    </message>
    <message>
      <source>Reduce the data risk (generalize more) or the environment risk (stronger controls).</source>
      <translation>降低資料風險（進一步泛化）或環境風險（更嚴格的控制措施）。</translation>
    </message>
    <message>
      <source>Sample uniqueness</source>
      <translation>樣本唯一性</translation>
    </message>
    <message>
      <source>Records that are the only one with their quasi-identifier values in the table: the easiest to single out.</source>
      <translation>在表中準識別符號取值獨一無二的記錄：最容易被單獨識別出來。</translation>
    </message>
    <message>
      <source>A share of the records; a threshold of 0.01 allows 1 in 100 to be unique in the table.</source>
      <translation>記錄的比例；閾值 0.01 表示每 100 條記錄中最多 1 條在表中唯一。</translation>
    </message>
    <message>
      <source>Generalize more, or allow suppression of the unique records.</source>
      <translation>進一步泛化，或允許抑制這些唯一記錄。</translation>
    </message>
    <message>
      <source>Population uniqueness</source>
      <translation>總體唯一性</translation>
    </message>
    <message>
      <source>People who are unique in the whole population the table was drawn from (a census, a register): a unique record of such a person can be linked to them for sure. Estimated from the table's class sizes and the sampling fraction with Pitman's, Zayatz's or the SNB model; Dankar et al.'s rule picks one.</source>
      <translation>在該表所抽自的整個總體（普查、登記冊）中獨一無二的人：這類人的唯一記錄可以被確定地關聯到本人。根據表中等價類大小和抽樣比例，用 Pitman、Zayatz 或 SNB 模型估計；Dankar 等人的規則從中選擇一個。</translation>
    </message>
    <message>
      <source>An estimated share of the population; it is smaller than the sample uniqueness when the table is a small sample.</source>
      <translation>總體中的估計比例；當該表是小樣本時，它小於樣本唯一性。</translation>
    </message>
    <message>
      <source>Give the true sampling fraction or population size; generalize more if the estimate is too high.</source>
      <translation>請給出真實的抽樣比例或總體人數；若估計值過高，請進一步泛化。</translation>
    </message>
    <message>
      <source>Average re-identification risk of the kept records (ARX)</source>
      <translation>保留記錄的平均重識別風險（ARX）</translation>
    </message>
    <message>
      <source>ARX's average-risk requirement: the released records, the suppressed ones left out, are re-identified on average with at most this chance. Unlike the strict average of the release model, the suppressed records do not count as a group.</source>
      <translation>ARX 的平均風險要求：釋出的記錄（不計被抑制的記錄）平均被重識別的機率不超過此值。與釋出模型的嚴格平均不同，被抑制的記錄不算作一個組。</translation>
    </message>
    <message>
      <source>The number of groups divided by the number of kept records (1 / average group size); 0.01 means groups of 100 on average. Small groups may remain when the large ones make up for them.</source>
      <translation>組數除以保留記錄數（1 / 平均組大小）；0.01 表示平均每組 100 條記錄。只要大組能夠彌補，小組仍可保留。</translation>
    </message>
    <message>
      <source>Generalize more, or allow suppression of the smallest groups; for a guarantee to every record, use the highest risk or k-anonymity instead.</source>
      <translation>進一步泛化，或允許抑制最小的組；若要對每條記錄都有保證，請改用最高風險或 k-匿名。</translation>
    </message>
    <message>
      <source>Prosecutor, journalist and marketer</source>
      <translation>檢察官、記者與營銷者</translation>
    </message>
    <message>
      <source>Three attackers (El Emam): the prosecutor knows the person is in the table, the journalist only that they are in a larger population table, the marketer wants to re-identify as many people as possible.</source>
      <translation>三種攻擊者（El Emam）：檢察官知道此人在表中，記者只知道此人在更大的總體表中，營銷者想重識別儘可能多的人。</translation>
    </message>
    <message>
      <source>The prosecutor's risk is the highest; the journalist's and marketer's are lower when a population table shows that each group matches more people.</source>
      <translation>檢察官風險最高；當總體表表明每個組對應更多的人時，記者和營銷者的風險更低。</translation>
    </message>
    <message>
      <source>Protect against the prosecutor when you cannot rule out that an attacker knows who is in the data.</source>
      <translation>若無法排除攻擊者知道誰在資料中，請按檢察官攻擊來防護。</translation>
    </message>
    <message>
      <source>k-map estimated from the population size</source>
      <translation>根據總體規模估計的 k-map</translation>
    </message>
    <message>
      <source>Without a population table, k-map is estimated: each group's size in the population is modelled from its size in the table and the sampling fraction (Poisson or zero-truncated Poisson, as ARX).</source>
      <translation>沒有總體表時，k-map 透過估計得到：根據每組在表中的規模和抽樣比例，對其在總體中的規模建模（與 ARX 相同，採用泊松或零截斷泊松分佈）。</translation>
    </message>
    <message>
      <source>The estimate turns k into a smaller group size k' that the table must reach; the significance level is the accepted chance that a group still matches fewer than k people.</source>
      <translation>估計把 k 換算成表中各組必須達到的較小規模 k'；顯著性水平是可以接受的、某組仍匹配少於 k 個人的機率。</translation>
    </message>
    <message>
      <source>Give the true population size; use a smaller significance level for more certainty.</source>
      <translation>請給出真實的總體規模；需要更高把握時請使用更小的顯著性水平。</translation>
    </message>
    <message>
      <source>ε (epsilon), the privacy loss</source>
      <translation>ε（epsilon），隱私損失</translation>
    </message>
    <message>
      <source>Differential privacy promises each person that the result would be almost the same whether or not their record were in the data, so nobody can learn much about them from it.</source>
      <translation>差分隱私向每個人保證：無論他們的記錄是否在資料中，結果幾乎相同，因此沒有人能從結果中瞭解到關於他們的太多資訊。</translation>
    </message>
    <message>
      <source>ε bounds how much one release can change anyone's belief about one person: the odds move by at most a factor e^ε (ε = 0.5: ×1.65; ε = 1: ×2.72; ε = 2: ×7.4). A belief of 10% can become at most 23% with ε = 1. Smaller ε means more noise and more privacy; 0.1 to 1 is common for public releases.</source>
      <translation>ε 限制了一次釋出能在多大程度上改變任何人對某一個人的判斷：勝算最多變化 e^ε 倍（ε = 0.5：×1.65；ε = 1：×2.72；ε = 2：×7.4）。ε = 1 時，10% 的判斷最多變成 23%。ε 越小，噪聲越大、隱私越強；公開發布通常取 0.1 到 1。</translation>
    </message>
    <message>
      <source>If the results are too noisy, release fewer or coarser figures, or spend more ε — knowing that the protection weakens and that every release spends part of the data set's budget.</source>
      <translation>如果結果噪聲太大，可以釋出更少或更粗略的數字，或花費更多 ε——但要清楚保護會減弱，而且每次釋出都會花掉資料集預算的一部分。</translation>
    </message>
    <message>
      <source>δ (delta), the chance of failure</source>
      <translation>δ（delta），失效的機率</translation>
    </message>
    <message>
      <source>The small probability that the promise of ε does not hold, for instance because an unusual record happened to be sampled and left in a small group.</source>
      <translation>ε 的保證不成立的小機率，例如某條不尋常的記錄恰好被抽中並留在一個小組中。</translation>
    </message>
    <message>
      <source>δ must be far smaller than one over the number of records: 1e-5 or less for tables of a few thousand records.</source>
      <translation>δ 必須遠小於記錄數的倒數：幾千條記錄的資料表取 1e-5 或更小。</translation>
    </message>
    <message>
      <source>Lower δ makes SafePub suppress more: its minimum group size k grows (δ = 1e-5 gives k = 62 at ε = 1).</source>
      <translation>δ 越小，SafePub 抑制得越多：它的最小組大小 k 會變大（ε = 1 時 δ = 1e-5 得到 k = 62）。</translation>
    </message>
    <message>
      <source>Privacy budget</source>
      <translation>隱私預算</translation>
    </message>
    <message>
      <source>Every differentially private release from a data set adds its ε and δ to what has been spent (sequential composition). The budget caps the total, so repeated questions cannot wear the protection down.</source>
      <translation>一個資料集的每次差分隱私釋出都會把它的 ε 和 δ 加到已花費的總量上（順序組合）。預算限制了總量，因此反覆提問也無法削弱保護。</translation>
    </message>
    <message>
      <source>PrivDesk keeps the budget in the project with a line per release; every report lists them. A release that would exceed it is refused before anything is computed.</source>
      <translation>PrivDesk 把預算儲存在專案中，每次釋出記一行；每份報告都會列出它們。超出預算的釋出會在計算任何內容之前被拒絕。</translation>
    </message>
    <message>
      <source>When the budget is spent, no more releases from this data set: give the figures already released, or decide knowingly on a new, larger budget.</source>
      <translation>預算用完後，這個資料集不能再發布：請提供已經發布的數字，或在充分知情的情況下決定一個新的、更大的預算。</translation>
    </message>
    <message>
      <source>Differentially private table (SafePub)</source>
      <translation>差分隱私資料表（SafePub）</translation>
    </message>
    <message>
      <source>The whole table is released with (ε, δ)-differential privacy: records are sampled at random, the quasi-identifiers are generalized, and every group smaller than k is suppressed. The generalization is chosen by the exponential mechanism, which spends a tenth of ε on the choice.</source>
      <translation>整張表以 (ε, δ)-差分隱私釋出：隨機抽樣記錄，泛化準識別符號，並抑制所有小於 k 的組。泛化方案由指數機制選擇，這一選擇花費 ε 的十分之一。</translation>
    </message>
    <message>
      <source>PrivDesk derives the sampling probability β and the group size k from ε and δ as ARX does, and checks that the release is k-anonymous with that k. Loss is measured over the sampled records.</source>
      <translation>PrivDesk 像 ARX 一樣由 ε 和 δ 推匯出抽樣機率 β 和組大小 k，並檢查釋出結果對該 k 滿足 k-匿名。Loss 在被抽中的記錄上計算。</translation>
    </message>
    <message>
      <source>If too much is suppressed, raise ε or δ a little, give coarser hierarchies, or fix the generalization (data-independent) when you know which levels suit the use.</source>
      <translation>如果抑制過多，可以稍微提高 ε 或 δ，使用更粗的層次結構，或在知道哪些層級適合用途時固定泛化（與資料無關）。</translation>
    </message>
    <message>
      <source>What the private search optimises</source>
      <translation>隱私搜尋最佳化什麼</translation>
    </message>
    <message>
      <source>SafePub chooses the generalization at random, favouring the ones that keep more of the data by a score: Loss (how much of each value's range is kept), Precision (how few levels are climbed), Discernibility (small groups), Non-uniform entropy (how many values stay distinguishable) or Average class size (many groups).</source>
      <translation>SafePub 隨機選擇泛化方案，並按一個得分偏向保留更多資料的方案：損失（每個值的範圍保留了多少）、精度（上升的層級有多少）、可區分度（等價類小）、非均勻熵（有多少值仍可區分）或平均等價類大小（等價類多）。</translation>
    </message>
    <message>
      <source>Each score is scaled, as in ARX, so that one person changes it by at most 1; the choice spends no extra ε. The release still reports Loss and the other measures, whatever the score.</source>
      <translation>與 ARX 一樣，每個得分都經過縮放，使任何一個人對它的影響至多為 1；選擇得分不額外花費 ε。無論選用哪個得分，釋出結果仍報告損失及其他度量。</translation>
    </message>
    <message>
      <source>Choose the score that matches the later use: Loss for general use, Discernibility or class size when small groups matter, entropy when many distinct values should survive.</source>
      <translation>請選擇與後續用途相符的得分：一般用途選損失；在意小等價類時選可區分度或等價類大小；希望保留許多不同值時選熵。</translation>
    </message>
    <message>
      <source>Differentially private counts</source>
      <translation>差分隱私計數</translation>
    </message>
    <message>
      <source>Counts of one column (a histogram) or of several together (a contingency table) with random noise, so that no single record can be seen in them.</source>
      <translation>一列（直方圖）或多列組合（列聯表）的計數加上隨機噪聲，使任何單條記錄都無法從中看出。</translation>
    </message>
    <message>
      <source>Each count carries noise of the discrete Laplace (geometric) distribution; the ± shows the range that holds the true count in 95% of releases. Negative counts are shown as 0. Only the data owner sees the true counts next to them; they are never written to the release.</source>
      <translation>每個計數都帶有離散拉普拉斯（幾何）分佈的噪聲；± 表示在 95% 的釋出中包含真實計數的範圍。負數計數顯示為 0。只有資料所有者能看到旁邊的真實計數；它們從不寫入釋出檔案。</translation>
    </message>
    <message>
      <source>For less noise, count fewer combinations (fewer or coarser columns) or spend more ε.</source>
      <translation>要減少噪聲，可以統計更少的組合（更少或更粗的列），或花費更多 ε。</translation>
    </message>
    <message>
      <source>Gaussian noise and zCDP</source>
      <translation>高斯噪聲與 zCDP</translation>
    </message>
    <message>
      <source>Counts can also carry discrete Gaussian noise. Its privacy is measured by ρ (zero-concentrated differential privacy): the ρ's of several releases simply add up, and the sum is turned into (ε, δ) once, so many releases cost less than adding their ε's.</source>
      <translation>計數也可以加入離散高斯噪聲。其隱私由 ρ 衡量（零集中差分隱私）：多次釋出的 ρ 直接相加，總和只換算一次為 (ε, δ)，因此多次釋出的花費少於把它們的 ε 相加。</translation>
    </message>
    <message>
      <source>PrivDesk chooses the least noise whose ρ keeps ε within the ε you give, at δ = 1e-5 (or uses the ρ you give on the command line), and draws the noise exactly. The ± shows the range that holds the true count in 95% of releases.</source>
      <translation>PrivDesk 在 δ = 1e-5 下選擇使 ρ 對應的 ε 不超過您所給 ε 的最小噪聲（或使用您在命令列給出的 ρ），並精確抽取噪聲。± 表示在 95% 的釋出中包含真實計數的範圍。</translation>
    </message>
    <message>
      <source>A data set's budget that starts with a Gaussian release adds up ρ's (zCDP); one that starts with Laplace noise adds up ε's. For a single small table, Laplace noise is usually tighter.</source>
      <translation>以高斯釋出開始的資料集預算累加 ρ（zCDP）；以拉普拉斯噪聲開始的預算累加 ε。對於單個小表，拉普拉斯噪聲通常更精確。</translation>
    </message>
    <message>
      <source>Protects against / tells</source>
      <translation>防範的風險 / 說明</translation>
    </message>
    <message>
      <source>How to read it</source>
      <translation>如何解讀</translation>
    </message>
    <message>
      <source>When it fails</source>
      <translation>未透過時</translation>
    </message>
    <message>
      <source>Privacy models</source>
      <translation>隱私模型</translation>
    </message>
    <message>
      <source>Measures</source>
      <translation>度量</translation>
    </message>
    <message>
      <source>Re-identification risk</source>
      <translation>重識別風險</translation>
    </message>
    <message>
      <source>Differential privacy</source>
      <translation>差分隱私</translation>
    </message>
    <message>
      <source>Transformations of values</source>
      <translation>值的變換</translation>
    </message>
    <message>
      <source>What the numbers mean</source>
      <translation>數字的含義</translation>
    </message>
    <message>
      <source>Suppression</source>
      <translation>抑制</translation>
    </message>
    <message>
      <source>checking the privacy models</source>
      <translation>正在檢查隱私模型</translation>
    </message>
    <message>
      <source>assessing the risk</source>
      <translation>正在評估風險</translation>
    </message>
    <message>
      <source>measuring the release against the original</source>
      <translation>正在對照原始資料度量釋出資料</translation>
    </message>
    <message>
      <source>unlocking the signing key</source>
      <translation>正在解鎖簽名金鑰</translation>
    </message>
    <message>
      <source>signing</source>
      <translation>正在簽名</translation>
    </message>
    <message>
      <source>writing {file}</source>
      <translation>正在寫入 {file}</translation>
    </message>
    <message>
      <source>open the released table with File → Audit a release first</source>
      <translation>請先透過“檔案 → 審計釋出資料”開啟發布的資料表</translation>
    </message>
    <message>
      <source>the original has {original:,} rows and the release {release:,}; they must hold the same rows in the same order</source>
      <translation>原始資料有 {original:,} 行，釋出資料有 {release:,} 行；兩者必須以相同順序包含相同的行</translation>
    </message>
    <message>
      <source>cannot write here: the disk is full; no earlier file was replaced</source>
      <translation>無法寫入此處：磁碟已滿；沒有替換任何先前的檔案</translation>
    </message>
    <message>
      <source>cannot write here: the folder is read-only or not yours to write; no earlier file was replaced</source>
      <translation>無法寫入此處：資料夾為只讀或您無權寫入；沒有替換任何先前的檔案</translation>
    </message>
    <message>
      <source>the file's text encoding could not be recognised; choose one</source>
      <translation>無法識別檔案的文字編碼；請選擇一種編碼</translation>
    </message>
    <message>
      <source>the file is empty</source>
      <translation>檔案為空</translation>
    </message>
    <message>
      <source>the delimiter must be one character</source>
      <translation>分隔符必須是單個字元</translation>
    </message>
    <message>
      <source>the file has a header row but no data rows</source>
      <translation>檔案有標題行，但沒有資料行</translation>
    </message>
    <message>
      <source>this is a binary file, not a CSV text table</source>
      <translation>這是二進位制檔案，而不是 CSV 文字表格</translation>
    </message>
    <message>
      <source>does not decode as UTF-8, the encoding of the rows before it: the file mixes two text encodings; save it in one encoding (e.g. UTF-8)</source>
      <translation>無法按其前面各行所用的 UTF-8 編碼解碼：該檔案混用了兩種文字編碼；請以同一種編碼（例如 UTF-8）儲存</translation>
    </message>
    <message>
      <source>a quote opens here and is never closed; the rest of the file would be one cell</source>
      <translation>此處的引號沒有閉合；檔案的其餘部分將成為一個單元格</translation>
    </message>
    <message>
      <source>has {found} fields but the header has {expected} ({ragged} ragged rows in all); check the delimiter ('{delimiter}') and quoting</source>
      <translation>有 {found} 個欄位，但標題行有 {expected} 個（共有 {ragged} 行欄位數不一致）；請檢查分隔符（“{delimiter}”）和引號</translation>
    </message>
    <message>
      <source>has {found} fields but the header has {expected}; check the delimiter ('{delimiter}') and quoting</source>
      <translation>有 {found} 個欄位，但標題行有 {expected} 個；請檢查分隔符（“{delimiter}”）和引號</translation>
    </message>
    <message>
      <source>{size:.0f} bytes</source>
      <translation>{size:.0f} 位元組</translation>
    </message>
    <message>
      <source>bytes {bytes} cannot be decoded as {encoding}; choose another encoding</source>
      <translation>位元組 {bytes} 無法按 {encoding} 解碼；請選擇另一種編碼</translation>
    </message>
    <message>
      <source>space</source>
      <translation>空格</translation>
    </message>
    <message>
      <source>the file is {size} and reading it needs about {needed} of memory, but only {available} is free</source>
      <translation>檔案大小為 {size}，讀取它大約需要 {needed} 記憶體，但可用記憶體只有 {available}</translation>
    </message>
    <message>
      <source>sheet '{sheet}' is empty</source>
      <translation>工作表“{sheet}”為空</translation>
    </message>
    <message>
      <source>sheet '{sheet}' has a header row but no data rows</source>
      <translation>工作表“{sheet}”有標題行，但沒有資料行</translation>
    </message>
    <message>
      <source>the file is not valid CSV ({error})</source>
      <translation>檔案不是有效的 CSV（{error}）</translation>
    </message>
    <message>
      <source>unknown encoding '{encoding}'</source>
      <translation>未知的編碼“{encoding}”</translation>
    </message>
    <message>
      <source>column '{column}': the value {value!r} cannot be written in the encoding {encoding} of the input; choose another format (e.g. --format xlsx)</source>
      <translation>列“{column}”：值 {value!r} 無法用輸入檔案的編碼 {encoding} 寫出；請選擇其他格式（例如 --format xlsx）</translation>
    </message>
    <message>
      <source>give a table or a query, not both</source>
      <translation>請給出表或查詢，不能同時給出</translation>
    </message>
    <message>
      <source>the query returned no columns</source>
      <translation>查詢沒有返回任何列</translation>
    </message>
    <message>
      <source>the table has no rows</source>
      <translation>該表沒有資料行</translation>
    </message>
    <message>
      <source>the database refused: {error}</source>
      <translation>資料庫拒絕了請求：{error}</translation>
    </message>
    <message>
      <source>Parquet and Feather files need the pyarrow package, which this installation does not include; save the table as CSV, Excel, SPSS or Stata, or install PrivDesk with pip</source>
      <translation>Parquet 和 Feather 檔案需要 pyarrow 軟體包，本安裝不包含它；請將表另存為 CSV、Excel、SPSS 或 Stata，或用 pip 安裝 PrivDesk</translation>
    </message>
    <message>
      <source>the SQLite file is damaged or cut short (SQLite: {error}); read a complete copy</source>
      <translation>SQLite 檔案已損壞或不完整（SQLite：{error}）；請讀取完整的副本</translation>
    </message>
    <message>
      <source>not a readable {kind} file ({error})</source>
      <translation>不是可讀取的 {kind} 檔案（{error}）</translation>
    </message>
    <message>
      <source>a date outside the years 1 to 9999 ({error})</source>
      <translation>日期超出 1 至 9999 年的範圍（{error}）</translation>
    </message>
    <message>
      <source>not a database URL ({error}); write e.g. postgresql://user@host/database</source>
      <translation>不是資料庫 URL（{error}）；請寫成例如 postgresql://user@host/database</translation>
    </message>
    <message>
      <source>the database driver for {driver} is not installed here ({error}); install PrivDesk with pip, which brings the PostgreSQL driver, or the driver your database needs</source>
      <translation>此處未安裝 {driver} 的資料庫驅動（{error}）；請用 pip 安裝 PrivDesk（自帶 PostgreSQL 驅動），或安裝您的資料庫所需的驅動</translation>
    </message>
    <message>
      <source>cannot connect: {error}</source>
      <translation>無法連線：{error}</translation>
    </message>
    <message>
      <source>there is no table '{table}'; the tables are {tables}</source>
      <translation>沒有名為“{table}”的表；現有的表為 {tables}</translation>
    </message>
    <message>
      <source>choose a table (--table); the database has {tables}</source>
      <translation>請選擇一個表（--table）；資料庫中有 {tables}</translation>
    </message>
    <message>
      <source>no tables</source>
      <translation>沒有表</translation>
    </message>
    <message>
      <source>{file} ({format})</source>
      <translation>{file}（{format}）</translation>
    </message>
    <message>
      <source>{file} (CSV, encoding {encoding}, delimiter '{delimiter}')</source>
      <translation>{file}（CSV，編碼 {encoding}，分隔符“{delimiter}”）</translation>
    </message>
    <message>
      <source>{file} ({format}, value labels kept for {columns})</source>
      <translation>{file}（{format}，保留了 {columns} 的值標籤）</translation>
    </message>
    <message>
      <source>unknown release format '{format}'; choose one of {formats}</source>
      <translation>未知的釋出格式“{format}”；請從 {formats} 中選擇</translation>
    </message>
    <message>
      <source>cannot write the release as {format}: {error}</source>
      <translation>無法將釋出資料寫為 {format}：{error}</translation>
    </message>
    <message>
      <source>the query is empty; write one SELECT statement</source>
      <translation>查詢為空；請寫一條 SELECT 陳述式</translation>
    </message>
    <message>
      <source>the query must be one SELECT statement (or WITH … SELECT)</source>
      <translation>查詢必須是一條 SELECT 語句（或 WITH … SELECT）</translation>
    </message>
    <message>
      <source>the query must be one SELECT statement; it holds several (separated by ;)</source>
      <translation>查詢必須是一條 SELECT 語句；它含有多條語句（以 ; 分隔）</translation>
    </message>
    <message>
      <source>the query must be one SELECT statement (or WITH … SELECT), which only reads; it starts with {word}</source>
      <translation>查詢必須是一條只讀取資料的 SELECT 語句（或 WITH … SELECT）；它以 {word} 開頭</translation>
    </message>
    <message>
      <source>the query must only read the database, but it holds {word}; write one SELECT statement (or WITH … SELECT)</source>
      <translation>查詢只能讀取資料庫，但它含有 {word}；請寫一條 SELECT 語句（或 WITH … SELECT）</translation>
    </message>
    <message>
      <source>is a folder, not a table file</source>
      <translation>是資料夾，而不是資料表檔案</translation>
    </message>
    <message>
      <source>the workbook is encrypted (password-protected) or in the old .xls format; remove the password and save it as .xlsx</source>
      <translation>該工作簿已加密（受密碼保護）或為舊的 .xls 格式；請移除密碼並另存為 .xlsx</translation>
    </message>
    <message>
      <source>read sheet '{sheet}'; the workbook's other sheets, not read: {others}</source>
      <translation>已讀取工作表“{sheet}”；該工作簿中未讀取的其他工作表：{others}</translation>
    </message>
    <message>
      <source>the workbook has no worksheets</source>
      <translation>該工作簿中沒有工作表</translation>
    </message>
    <message>
      <source>there is no sheet '{sheet}'; the sheets are {sheets}</source>
      <translation>沒有名為“{sheet}”的工作表；現有工作表為：{sheets}</translation>
    </message>
    <message>
      <source>the workbook is encrypted (password-protected); remove the password first</source>
      <translation>該工作簿已加密（受密碼保護）；請先移除密碼</translation>
    </message>
    <message>
      <source>not a readable Excel .xlsx workbook ({kind}: {error})</source>
      <translation>不是可讀取的 Excel .xlsx 工作簿（{kind}：{error}）</translation>
    </message>
    <message>
      <source>there is no sheet number {index}; the sheets are {sheets}</source>
      <translation>沒有編號為 {index} 的工作表；現有工作表為：{sheets}</translation>
    </message>
    <message>
      <source>not a readable Excel workbook ({text})</source>
      <translation>不是可讀取的 Excel 工作簿（{text}）</translation>
    </message>
    <message>
      <source>not a readable Excel .xls workbook ({error})</source>
      <translation>不是可讀取的 Excel .xls 工作簿（{error}）</translation>
    </message>
    <message>
      <source>sheet '{sheet}', cell {cell} holds a formula with no saved value; open the file in Excel or LibreOffice and save it</source>
      <translation>工作表“{sheet}”的單元格 {cell} 包含沒有已儲存值的公式；請在 Excel 或 LibreOffice 中開啟該檔案並儲存</translation>
    </message>
    <message>
      <source>success rate (%), 95 % interval</source>
      <translation>成功率（%），95% 區間</translation>
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
      <source>Singling out</source>
      <translation>單獨識別</translation>
    </message>
    <message>
      <source>Linkability</source>
      <translation>可連結性</translation>
    </message>
    <message>
      <source>Attribute inference: {secret}</source>
      <translation>屬性推斷：{secret}</translation>
    </message>
    <message>
      <source>attack on the release</source>
      <translation>對釋出資料的攻擊</translation>
    </message>
    <message>
      <source>baseline (random guess)</source>
      <translation>基線（隨機猜測）</translation>
    </message>
    <message>
      <source>what an attacker believed before</source>
      <translation>攻擊者之前的判斷</translation>
    </message>
    <message>
      <source>what they can believe after</source>
      <translation>之後可能的判斷</translation>
    </message>
    <message>
      <source>possible belief after the release</source>
      <translation>釋出之後可能的判斷</translation>
    </message>
    <message>
      <source>ε = {epsilon:g}: odds move at most ×{factor:.3g}</source>
      <translation>ε = {epsilon:g}：勝算最多變化 ×{factor:.3g}</translation>
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
      <source>Entropy change EC (utility kept)</source>
      <translation>熵變化 EC（保留的效用）</translation>
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
      <source>Classification accuracy</source>
      <translation>分類準確率</translation>
    </message>
    <message>
      <source>share predicted correctly</source>
      <translation>預測正確的比例</translation>
    </message>
    <message>
      <source>Contingency table: change per cell</source>
      <translation>列聯表：每個單元格的變化</translation>
    </message>
    <message>
      <source>no contingency table</source>
      <translation>無列聯表</translation>
    </message>
    <message>
      <source>after − before (percentage points)</source>
      <translation>之後 − 之前（百分點）</translation>
    </message>
    <message>
      <source>no target chosen</source>
      <translation>未選擇目標</translation>
    </message>
    <message>
      <source>{row} × {column}: change per cell</source>
      <translation>{row} × {column}：每個單元格的變化</translation>
    </message>
    <message>
      <source>ZeroR (most frequent class) {share:.1%}</source>
      <translation>ZeroR（最常見類別）{share:.1%}</translation>
    </message>
    <message>
      <source>How often an attacker who holds the original people's values succeeds against this release, measured as the anonymeter framework does (Giomi et al., PoPETs 2023): each attack is tried {attacks:,} times with the seed {seed}, so the figures can be repeated; the baseline attacker guesses without the release. An attack that succeeds about as often as its baseline tells the attacker nothing the baseline does not.</source>
      <translation>掌握原始人員取值的攻擊者針對此釋出資料的成功頻率，按 anonymeter 框架（Giomi 等，PoPETs 2023）的方法衡量：每種攻擊以種子 {seed} 嘗試 {attacks:,} 次，因此結果可以重複；基線攻擊者不藉助釋出資料進行猜測。成功率與基線相當的攻擊，並不能讓攻擊者知道比基線更多的資訊。</translation>
    </message>
    <message>
      <source>No attack test: it needs the original table, row for row with the release (an audit with --original).</source>
      <translation>無攻擊測試：它需要與釋出資料逐行對應的原始表（使用 --original 的稽核）。</translation>
    </message>
    <message>
      <source>No attack test: {reason}.</source>
      <translation>無攻擊測試：{reason}。</translation>
    </message>
    <message>
      <source>Columns the attacker knows</source>
      <translation>攻擊者已知的列</translation>
    </message>
    <message>
      <source>Two external tables (linkability)</source>
      <translation>兩張外部表（可連結性）</translation>
    </message>
    <message>
      <source>Motivated intruder</source>
      <translation>有動機的入侵者</translation>
    </message>
    <message>
      <source>People whose released row fits only them</source>
      <translation>釋出記錄只符合其本人的人</translation>
    </message>
    <message>
      <source>Best guess succeeds: prosecutor</source>
      <translation>最佳猜測成功率：檢察官</translation>
    </message>
    <message>
      <source>Best guess succeeds: journalist</source>
      <translation>最佳猜測成功率：記者</translation>
    </message>
    <message>
      <source>Best guess succeeds: marketer</source>
      <translation>最佳猜測成功率：營銷者</translation>
    </message>
    <message>
      <source>Attacker</source>
      <translation>攻擊者</translation>
    </message>
    <message>
      <source>Success rate</source>
      <translation>成功率</translation>
    </message>
    <message>
      <source>95 % interval below</source>
      <translation>95% 區間下方長度</translation>
    </message>
    <message>
      <source>95 % interval above</source>
      <translation>95% 區間上方長度</translation>
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
      <translation>成功率，95% 區間</translation>
    </message>
    <message>
      <source>classes smaller than k = {k}</source>
      <translation>小於 k = {k} 的等價類</translation>
    </message>
    <message>
      <source>classes of at least k = {k}</source>
      <translation>至少為 k = {k} 的等價類</translation>
    </message>
    <message>
      <source>Prosecutor (knows the person is in the table)</source>
      <translation>檢察官（知道此人在表中）</translation>
    </message>
    <message>
      <source>Journalist (knows the person is in the population table)</source>
      <translation>記者（知道此人在總體表中）</translation>
    </message>
    <message>
      <source>Marketer (re-identifies as many records as possible)</source>
      <translation>營銷者（重識別儘可能多的記錄）</translation>
    </message>
    <message>
      <source>Population risk</source>
      <translation>總體風險</translation>
    </message>
    <message>
      <source>Sample uniqueness (share of records unique in the table)</source>
      <translation>樣本唯一性（表中唯一記錄的比例）</translation>
    </message>
    <message>
      <source>Attacker model</source>
      <translation>攻擊者模型</translation>
    </message>
    <message>
      <source>Highest risk</source>
      <translation>最高風險</translation>
    </message>
    <message>
      <source>Average risk</source>
      <translation>平均風險</translation>
    </message>
    <message>
      <source>Records above the threshold</source>
      <translation>超過閾值的記錄</translation>
    </message>
    <message>
      <source>Population size</source>
      <translation>總體人數</translation>
    </message>
    <message>
      <source>Sampling fraction</source>
      <translation>抽樣比例</translation>
    </message>
    <message>
      <source>Population model</source>
      <translation>總體模型</translation>
    </message>
    <message>
      <source>none given: population uniqueness not estimated</source>
      <translation>未給出：未估計總體唯一性</translation>
    </message>
    <message>
      <source>Model chosen by Dankar's rule</source>
      <translation>Dankar 規則選擇的模型</translation>
    </message>
    <message>
      <source>Estimators whose solver did not converge</source>
      <translation>求解器未收斂的估計量</translation>
    </message>
    <message>
      <source>Individual risk: expected re-identifications</source>
      <translation>個體風險：預期重識別數</translation>
    </message>
    <message>
      <source>k-map against the population table</source>
      <translation>相對總體表的 k-map</translation>
    </message>
    <message>
      <source>Population uniqueness ({estimator})</source>
      <translation>總體唯一性（{estimator}）</translation>
    </message>
    <message>
      <source>no valid estimate</source>
      <translation>無有效估計</translation>
    </message>
    <message>
      <source>k-map estimated: smallest class (needs {derived})</source>
      <translation>估計的 k-map：最小等價類（需要 {derived}）</translation>
    </message>
    <message>
      <source>Individual risk with weights '{column}': highest</source>
      <translation>個體風險（權重 '{column}'）：最高</translation>
    </message>
    <message>
      <source>Preset</source>
      <translation>預設</translation>
    </message>
    <message>
      <source>Before the search, the preset {preset} removed or coarsened what the detectors found; each row is one column it touched.</source>
      <translation>在搜尋之前，預設 {preset} 刪除或粗化了檢測器發現的內容；每一行是它處理過的一列。</translation>
    </message>
    <message>
      <source>Column</source>
      <translation>列</translation>
    </message>
    <message>
      <source>Rule</source>
      <translation>規則</translation>
    </message>
    <message>
      <source>Values changed</source>
      <translation>改動的值</translation>
    </message>
    <message>
      <source>What it did, and why</source>
      <translation>做了什麼，以及原因</translation>
    </message>
    <message>
      <source>Values changed in all</source>
      <translation>改動的值合計</translation>
    </message>
    <message>
      <source>Safe Harbor's second condition</source>
      <translation>安全港的第二個條件</translation>
    </message>
    <message>
      <source>Differential privacy: each release from this data set spends part of a budget ε (and δ). Spent amounts add up (sequential composition); a release that would exceed the budget is refused.</source>
      <translation>差分隱私：這個資料集的每次釋出都花費預算 ε（和 δ）的一部分。花費的量會累加（順序組合）；超出預算的釋出會被拒絕。</translation>
    </message>
    <message>
      <source>No differentially private release has been recorded for this data set.</source>
      <translation>這個資料集還沒有記錄任何差分隱私釋出。</translation>
    </message>
    <message>
      <source>The protection of this release rests on the privacy models of the sheet Privacy models.</source>
      <translation>本次釋出的保護依賴於“隱私模型”工作表中的隱私模型。</translation>
    </message>
    <message>
      <source>Budget (total ε, δ)</source>
      <translation>預算（總 ε、δ）</translation>
    </message>
    <message>
      <source>Spent (ε, δ)</source>
      <translation>已花費（ε、δ）</translation>
    </message>
    <message>
      <source>Left (ε, δ)</source>
      <translation>剩餘（ε、δ）</translation>
    </message>
    <message>
      <source>Releases</source>
      <translation>釋出記錄</translation>
    </message>
    <message>
      <source>Release</source>
      <translation>釋出</translation>
    </message>
    <message>
      <source>When</source>
      <translation>時間</translation>
    </message>
    <message>
      <source>Mechanism</source>
      <translation>機制</translation>
    </message>
    <message>
      <source>Parameters</source>
      <translation>引數</translation>
    </message>
    <message>
      <source>Composition: zCDP — the ρ of the Gaussian releases add up (Σρ = {rho:.6g}) and are converted to (ε, δ) once, at the δ left.</source>
      <translation>組合方式：zCDP——各次高斯釋出的 ρ 相加（Σρ = {rho:.6g}），並在剩餘的 δ 下一次性換算為 (ε, δ)。</translation>
    </message>
    <message>
      <source>What ε means: for any one person, whether their record is in the data or not changes the probability of any result by at most a factor e^ε (e^{epsilon:g} = {factor:.3g} for the ε spent).</source>
      <translation>ε 的含義：對任何一個人而言，其記錄是否在資料中，最多使任何結果的機率改變 e^ε 倍（按已花費的 ε，e^{epsilon:g} = {factor:.3g}）。</translation>
    </message>
    <message>
      <source>Suppressed cells</source>
      <translation>被抑制的單元格</translation>
    </message>
    <message>
      <source>Cells released as * instead of their value. Records the search could not keep were recoded: only some of their cells were suppressed, so the rest of each record stays usable. The records that could still not be kept are suppressed whole.</source>
      <translation>以 * 代替其值釋出的單元格。搜尋無法保留的記錄已被重編碼：只抑制了其中部分單元格，因此每條記錄的其餘部分仍然可用。仍無法保留的記錄被整條抑制。</translation>
    </message>
    <message>
      <source>Records kept by suppressing single cells</source>
      <translation>透過抑制單個單元格而保留的記錄</translation>
    </message>
    <message>
      <source>Records suppressed whole</source>
      <translation>被整條抑制的記錄</translation>
    </message>
    <message>
      <source>Recoding rounds</source>
      <translation>重編碼輪數</translation>
    </message>
    <message>
      <source>Cells of records suppressed whole</source>
      <translation>整條抑制記錄中的單元格</translation>
    </message>
    <message>
      <source>Cells suppressed one by one</source>
      <translation>逐個抑制的單元格</translation>
    </message>
    <message>
      <source>Cells suppressed</source>
      <translation>被抑制的單元格數</translation>
    </message>
    <message>
      <source>Share of the column</source>
      <translation>佔該列的比例</translation>
    </message>
    <message>
      <source>With * read as its own value every class, records of all rounds together, meets the run's privacy models (the Verdict re-checks them); read as "any value" (a wildcard) each record matches at least as many records.</source>
      <translation>將 * 視為一個獨立的值時，每個等價類（包括各輪放回的全部記錄）都滿足本次執行的隱私模型（“結論”會重新檢查）；將其視為“任意值”（萬用字元）時，每條記錄匹配的記錄至少同樣多。</translation>
    </message>
    <message>
      <source>The recoded release did not pass the re-check, so the records over the limit were suppressed whole instead.</source>
      <translation>重編碼後的釋出未透過重新檢查，因此超出限制的記錄改為整條抑制。</translation>
    </message>
    <message>
      <source>Is the release still useful?</source>
      <translation>釋出資料是否仍然有用？</translation>
    </message>
    <message>
      <source>Summary statistics before → after</source>
      <translation>彙總統計量（之前 → 之後）</translation>
    </message>
    <message>
      <source>values before</source>
      <translation>之前的值數</translation>
    </message>
    <message>
      <source>values after</source>
      <translation>之後的值數</translation>
    </message>
    <message>
      <source>distinct before</source>
      <translation>之前的不同值</translation>
    </message>
    <message>
      <source>distinct after</source>
      <translation>之後的不同值</translation>
    </message>
    <message>
      <source>mean before</source>
      <translation>之前的均值</translation>
    </message>
    <message>
      <source>mean after</source>
      <translation>之後的均值</translation>
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
      <translation>之前的標準差</translation>
    </message>
    <message>
      <source>sd after</source>
      <translation>之後的標準差</translation>
    </message>
    <message>
      <source>median before</source>
      <translation>之前的中位數</translation>
    </message>
    <message>
      <source>median after</source>
      <translation>之後的中位數</translation>
    </message>
    <message>
      <source>mode before</source>
      <translation>之前的眾數</translation>
    </message>
    <message>
      <source>mode after</source>
      <translation>之後的眾數</translation>
    </message>
    <message>
      <source>accuracy, original</source>
      <translation>準確率（原始資料）</translation>
    </message>
    <message>
      <source>accuracy, release</source>
      <translation>準確率（釋出資料）</translation>
    </message>
    <message>
      <source>accuracy, ZeroR</source>
      <translation>準確率（ZeroR）</translation>
    </message>
    <message>
      <source>average error, original</source>
      <translation>平均誤差（原始資料）</translation>
    </message>
    <message>
      <source>average error, release</source>
      <translation>平均誤差（釋出資料）</translation>
    </message>
    <message>
      <source>Brier score, original</source>
      <translation>Brier 分數（原始資料）</translation>
    </message>
    <message>
      <source>Brier score, release</source>
      <translation>Brier 分數（釋出資料）</translation>
    </message>
    <message>
      <source>class</source>
      <translation>類別</translation>
    </message>
    <message>
      <source>rows</source>
      <translation>行數</translation>
    </message>
    <message>
      <source>sensitivity, original</source>
      <translation>靈敏度（原始資料）</translation>
    </message>
    <message>
      <source>sensitivity, release</source>
      <translation>靈敏度（釋出資料）</translation>
    </message>
    <message>
      <source>specificity, original</source>
      <translation>特異度（原始資料）</translation>
    </message>
    <message>
      <source>specificity, release</source>
      <translation>特異度（釋出資料）</translation>
    </message>
    <message>
      <source>AUC, original</source>
      <translation>AUC（原始資料）</translation>
    </message>
    <message>
      <source>AUC, release</source>
      <translation>AUC（釋出資料）</translation>
    </message>
    <message>
      <source>A generalized value stands for the original values it covers (by its hierarchy, its text or its range); its midpoint enters the mean, standard deviation and quantiles, its bounds the range of the mean. Suppressed cells (*) are {how}. TVD and KL compare the distributions over the original values.</source>
      <translation>泛化後的值代表它所覆蓋的原始值（依據其層次結構、文字或範圍）；其中點用於計算均值、標準差和分位數，其上下界給出均值的範圍。被抑制的單元格（*）{how}。TVD 和 KL 在原始值上比較分佈。</translation>
    </message>
    <message>
      <source>Contingency table of {row} and {column}</source>
      <translation>{row} 與 {column} 的列聯表</translation>
    </message>
    <message>
      <source>Largest change of a cell: {change:.2%} of all rows.</source>
      <translation>單元格最大變化：佔全部行的 {change:.2%}。</translation>
    </message>
    <message>
      <source>Predicting {target}: {folds}-fold cross-validation over {rows:,} rows, the same folds for both tables</source>
      <translation>預測 {target}：對 {rows:,} 行做 {folds} 折交叉驗證，兩個表使用相同的折</translation>
    </message>
    <message>
      <source>included, standing for every value</source>
      <translation>被計入，代表所有取值</translation>
    </message>
    <message>
      <source>left out</source>
      <translation>被排除</translation>
    </message>
    <message>
      <source>{classifier}: each class against the rest</source>
      <translation>{classifier}：每個類別對其餘類別</translation>
    </message>
    <message>
      <source>secret key file not found</source>
      <translation>找不到私鑰檔案</translation>
    </message>
    <message>
      <source>cannot read the secret key file: {reason}</source>
      <translation>無法讀取私鑰檔案：{reason}</translation>
    </message>
    <message>
      <source>is too large to be a secret key file</source>
      <translation>太大，不可能是私鑰檔案</translation>
    </message>
    <message>
      <source>public key file not found</source>
      <translation>找不到公鑰檔案</translation>
    </message>
    <message>
      <source>cannot read the public key file: {reason}</source>
      <translation>無法讀取公鑰檔案：{reason}</translation>
    </message>
    <message>
      <source>is too large to be a public key file</source>
      <translation>太大，不可能是公鑰檔案</translation>
    </message>
    <message>
      <source>the passphrase holds a line break or NUL character</source>
      <translation>口令中含有換行符或 NUL 字元</translation>
    </message>
    <message>
      <source>the key's owner name is empty</source>
      <translation>金鑰所有者名稱為空</translation>
    </message>
    <message>
      <source>the key's owner name holds a control character or parenthesis</source>
      <translation>金鑰所有者名稱中含有控制字元或括號</translation>
    </message>
    <message>
      <source>the key's owner name is longer than 200 bytes</source>
      <translation>金鑰所有者名稱超過 200 位元組</translation>
    </message>
    <message>
      <source>the key pair has no sealed secret key; give a passphrase</source>
      <translation>金鑰對中沒有加密的私鑰；請提供口令</translation>
    </message>
    <message>
      <source>is not a minisign secret key file</source>
      <translation>不是 minisign 私鑰檔案</translation>
    </message>
    <message>
      <source>wrong passphrase for this secret key (its checksum does not match)</source>
      <translation>此私鑰的口令錯誤（校驗和不匹配）</translation>
    </message>
    <message>
      <source>the secret key is damaged (its public half does not match its seed)</source>
      <translation>私鑰已損壞（其公鑰部分與種子不匹配）</translation>
    </message>
    <message>
      <source>is a secret key; give the public key (.pub)</source>
      <translation>是私鑰；請提供公鑰（.pub）</translation>
    </message>
    <message>
      <source>is not a minisign public key</source>
      <translation>不是 minisign 公鑰</translation>
    </message>
    <message>
      <source>is not a file</source>
      <translation>不是檔案</translation>
    </message>
    <message>
      <source>is a public key; give the secret key file</source>
      <translation>是公鑰；請提供私鑰檔案</translation>
    </message>
    <message>
      <source>the secret key is encrypted; a passphrase is needed</source>
      <translation>私鑰已加密；需要提供口令</translation>
    </message>
    <message>
      <source>public key file not found (nor is it a base64 public key)</source>
      <translation>找不到公鑰檔案（它也不是 base64 公鑰）</translation>
    </message>
    <message>
      <source>unusable scrypt limits (opslimit {opslimit}, memlimit {memlimit}: N={n}, r={r}, p={p})</source>
      <translation>scrypt 限制引數不可用（opslimit {opslimit}，memlimit {memlimit}：N={n}，r={r}，p={p}）</translation>
    </message>
    <message>
      <source>the passphrase is longer than {limit} bytes (minisign's limit)</source>
      <translation>口令超過 {limit} 位元組（minisign 的上限）</translation>
    </message>
    <message>
      <source>unsupported signature algorithm {algorithm!r} in the secret key</source>
      <translation>私鑰中的簽名演算法 {algorithm!r} 不受支援</translation>
    </message>
    <message>
      <source>unsupported checksum {checksum!r} in the secret key</source>
      <translation>私鑰中的校驗和 {checksum!r} 不受支援</translation>
    </message>
    <message>
      <source>unsupported signature algorithm {algorithm!r} in the public key</source>
      <translation>公鑰中的簽名演算法 {algorithm!r} 不受支援</translation>
    </message>
    <message>
      <source>cannot derive the key from the passphrase: {error}</source>
      <translation>無法從口令派生金鑰：{error}</translation>
    </message>
    <message>
      <source>cannot write the key pair: {reason}</source>
      <translation>無法寫入金鑰對：{reason}</translation>
    </message>
    <message>
      <source>unsupported key derivation {derivation!r} in the secret key</source>
      <translation>私鑰中的金鑰派生方式 {derivation!r} 不受支援</translation>
    </message>
    <message>
      <source>the signature file is not in minisign's format (four lines: untrusted comment, signature, trusted comment, global signature)</source>
      <translation>簽名檔案不是 minisign 格式（應為四行：不受信任的註釋、簽名、受信任的註釋、全域性簽名）</translation>
    </message>
    <message>
      <source>the signature file is damaged (a signature line is not valid base64 of the right length)</source>
      <translation>簽名檔案已損壞（某一簽名行不是長度正確的有效 base64）</translation>
    </message>
    <message>
      <source>is a folder, not a file</source>
      <translation>是資料夾，而不是檔案</translation>
    </message>
    <message>
      <source>a trusted comment key may hold only letters, digits, '_', '.' and '-'</source>
      <translation>受信任註釋的鍵名只能包含字母、數字、'_'、'.' 和 '-'</translation>
    </message>
    <message>
      <source>the file does not match its signature: it was changed after signing, or the signature is of another file</source>
      <translation>檔案與其簽名不匹配：檔案在簽名後被更改過，或者該簽名屬於另一個檔案</translation>
    </message>
    <message>
      <source>the trusted comment was changed after signing (its global signature does not verify)</source>
      <translation>受信任的註釋在簽名後被更改過（其全域性簽名驗證未透過）</translation>
    </message>
    <message>
      <source>signature file not found</source>
      <translation>找不到簽名檔案</translation>
    </message>
    <message>
      <source>the trusted comment is longer than {limit} bytes (minisign's limit)</source>
      <translation>受信任的註釋超過 {limit} 位元組（minisign 的上限）</translation>
    </message>
    <message>
      <source>legacy (not prehashed) signature, and legacy signatures are not allowed</source>
      <translation>舊式（未預雜湊）簽名，且不允許使用舊式簽名</translation>
    </message>
    <message>
      <source>signed with key {key_id}, but the trusted public key is {trusted_key_id}</source>
      <translation>由金鑰 {key_id} 簽名，但受信任的公鑰是 {trusted_key_id}</translation>
    </message>
    <message>
      <source>the trusted comment value of '{key}' holds a tab, line break or NUL</source>
      <translation>受信任註釋中“{key}”的值含有製表符、換行符或 NUL</translation>
    </message>
    <message>
      <source>cannot write the signature: {reason}</source>
      <translation>無法寫入簽名：{reason}</translation>
    </message>
    <message>
      <source>unsupported signature algorithm {algorithm!r}</source>
      <translation>簽名演算法 {algorithm!r} 不受支援</translation>
    </message>
    <message>
      <source>cannot read the signature file: {reason}</source>
      <translation>無法讀取簽名檔案：{reason}</translation>
    </message>
    <message>
      <source>PrivDesk audit report</source>
      <translation>PrivDesk 審計報告</translation>
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
      <translation>屬性與泛化層次</translation>
    </message>
    <message>
      <source>Risk</source>
      <translation>風險</translation>
    </message>
    <message>
      <source>Equivalence classes</source>
      <translation>等價類</translation>
    </message>
    <message>
      <source>Charts</source>
      <translation>圖表</translation>
    </message>
    <message>
      <source>Usefulness</source>
      <translation>可用性</translation>
    </message>
    <message>
      <source>Provenance</source>
      <translation>來源資訊</translation>
    </message>
    <message>
      <source>Released data</source>
      <translation>釋出資料</translation>
    </message>
    <message>
      <source>{sheet}: the released table ({rows:,} rows) is left out of the printout; it is in the workbook.</source>
      <translation>{sheet}：釋出的資料表（{rows:,} 行）不列印；它在工作簿中。</translation>
    </message>
    <message>
      <source>Sheet</source>
      <translation>工作表</translation>
    </message>
    <message>
      <source>PASS</source>
      <translation>透過</translation>
    </message>
    <message>
      <source>FAIL</source>
      <translation>未透過</translation>
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
      <translation>∞（無有限值）</translation>
    </message>
    <message>
      <source>Not available: no original table was given.</source>
      <translation>不可用：未提供原始表。</translation>
    </message>
    <message>
      <source>not signed</source>
      <translation>未簽名</translation>
    </message>
    <message>
      <source>{shown}, … ({count:,} in all)</source>
      <translation>{shown}，…（共 {count:,} 個）</translation>
    </message>
    <message>
      <source>anonymization with PrivDesk</source>
      <translation>使用 PrivDesk 進行匿名化</translation>
    </message>
    <message>
      <source>audit of a release made elsewhere</source>
      <translation>審計在其他地方生成的釋出資料</translation>
    </message>
    <message>
      <source>about 1 in {n:,}</source>
      <translation>約 {n:,} 分之一</translation>
    </message>
    <message>
      <source>optimal</source>
      <translation>最優搜尋</translation>
    </message>
    <message>
      <source>mondrian</source>
      <translation>Mondrian</translation>
    </message>
    <message>
      <source>greedy-msa</source>
      <translation>貪心 (αij,k,m)</translation>
    </message>
    <message>
      <source>differential privacy (SafePub)</source>
      <translation>差分隱私（SafePub）</translation>
    </message>
    <message>
      <source>heuristic</source>
      <translation>啟發式</translation>
    </message>
    <message>
      <source>automatic</source>
      <translation>自動</translation>
    </message>
    <message>
      <source>Verdict on this release ({kind})</source>
      <translation>對此釋出資料的結論（{kind}）</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>結果</translation>
    </message>
    <message>
      <source>Check</source>
      <translation>檢查項</translation>
    </message>
    <message>
      <source>What it means</source>
      <translation>含義</translation>
    </message>
    <message>
      <source>Overall: {result}</source>
      <translation>總體：{result}</translation>
    </message>
    <message>
      <source>The release passes all {total} checks above (for a {model} release).</source>
      <translation>釋出資料透過了上述全部 {total} 項檢查（按{model}釋出）。</translation>
    </message>
    <message>
      <source>The release fails {failed} of {total} checks (for a {model} release): do not publish it as it is.</source>
      <translation>釋出資料在 {total} 項檢查中有 {failed} 項未透過（按{model}釋出）：請勿按原樣釋出。</translation>
    </message>
    <message>
      <source>Key figures</source>
      <translation>關鍵資料</translation>
    </message>
    <message>
      <source>Figure</source>
      <translation>資料項</translation>
    </message>
    <message>
      <source>Value</source>
      <translation>值</translation>
    </message>
    <message>
      <source>Details</source>
      <translation>詳情</translation>
    </message>
    <message>
      <source>Records in the release</source>
      <translation>釋出資料中的記錄</translation>
    </message>
    <message>
      <source>Persons in the release</source>
      <translation>釋出資料中的人數</translation>
    </message>
    <message>
      <source>person key '{person}': every group, risk and model counts persons, not rows</source>
      <translation>患者標識 '{person}'：所有等價類、風險和模型均按人而非按行計數</translation>
    </message>
    <message>
      <source>Persons suppressed with all their rows</source>
      <translation>連同其所有行被抑制的人數</translation>
    </message>
    <message>
      <source>{share:.2%} of the persons</source>
      <translation>占人數的 {share:.2%}</translation>
    </message>
    <message>
      <source>Records suppressed (left out of every group)</source>
      <translation>被抑制的記錄（不屬於任何組）</translation>
    </message>
    <message>
      <source>{share:.2%} of the records</source>
      <translation>佔記錄的 {share:.2%}</translation>
    </message>
    <message>
      <source>Groups of look-alike records (equivalence classes)</source>
      <translation>相似記錄組（等價類）</translation>
    </message>
    <message>
      <source>smallest {smallest:,}, average {average:,.1f}, largest {largest:,} records</source>
      <translation>最小 {smallest:,}，平均 {average:,.1f}，最大 {largest:,} 條記錄</translation>
    </message>
    <message>
      <source>Smallest group (achieved k)</source>
      <translation>最小組（實際達到的 k）</translation>
    </message>
    <message>
      <source>Average re-identification risk</source>
      <translation>平均重識別風險</translation>
    </message>
    <message>
      <source>Records above the risk threshold</source>
      <translation>超過風險閾值的記錄</translation>
    </message>
    <message>
      <source>Overall privacy level PL</source>
      <translation>總體隱私水平 PL</translation>
    </message>
    <message>
      <source>0 = fully protected, 1 = fully exposed</source>
      <translation>0 = 完全受保護，1 = 完全暴露</translation>
    </message>
    <message>
      <source>Information loss (score of the utility metric "{metric}")</source>
      <translation>資訊損失（效用指標“{metric}”的得分）</translation>
    </message>
    <message>
      <source>Algorithm</source>
      <translation>演算法</translation>
    </message>
    <message>
      <source>Generalization levels used</source>
      <translation>使用的泛化層級</translation>
    </message>
    <message>
      <source>Signing key</source>
      <translation>簽名金鑰</translation>
    </message>
    <message>
      <source>Report id</source>
      <translation>報告 ID</translation>
    </message>
    <message>
      <source>What the other sheets hold</source>
      <translation>其他工作表的內容</translation>
    </message>
    <message>
      <source>Contents</source>
      <translation>內容</translation>
    </message>
    <message>
      <source>The settings of the run: data source, roles, privacy models, algorithm, suppression limit and risk settings.</source>
      <translation>本次執行的設定：資料來源、角色、隱私模型、演算法、抑制上限和風險設定。</translation>
    </message>
    <message>
      <source>Per quasi-identifier the generalization level used and which original value became which released value.</source>
      <translation>每個準識別符號所使用的泛化層級，以及哪個原始值變成了哪個釋出值。</translation>
    </message>
    <message>
      <source>The privacy models required, the parameters the release achieves and its smallest groups.</source>
      <translation>要求的隱私模型、釋出資料實際達到的引數及其最小的組。</translation>
    </message>
    <message>
      <source>The rules of the preset applied before the search: which column each touched, how many values it changed and why.</source>
      <translation>搜尋之前應用的預設規則：每條規則處理了哪一列、改動了多少個值以及原因。</translation>
    </message>
    <message>
      <source>Privacy level, disclosure and identification risk per attribute, utility and entropy figures.</source>
      <translation>各屬性的隱私水平、洩露風險和識別風險，以及效用和熵資料。</translation>
    </message>
    <message>
      <source>Re-identification risk per record, by band, against the threshold.</source>
      <translation>每條記錄的重識別風險，按區間劃分，並與閾值比較。</translation>
    </message>
    <message>
      <source>How many groups of look-alike records have each size.</source>
      <translation>每種大小的相似記錄組各有多少個。</translation>
    </message>
    <message>
      <source>Whether the release still answers questions: statistics before and after, a contingency table, classifiers against guessing.</source>
      <translation>釋出資料是否仍能回答問題：之前與之後的統計量、一張列聯表、分類器與猜測的對比。</translation>
    </message>
    <message>
      <source>Per column, the cells released as * instead of their value: of records suppressed whole and suppressed one by one.</source>
      <translation>按列列出以 * 代替原值釋出的單元格：所屬記錄被整條隱匿的，以及被逐個隱匿的。</translation>
    </message>
    <message>
      <source>The figures of this report as charts, with the numbers each shows beside it.</source>
      <translation>本報告的圖表，每個圖表所示的數字列在其旁邊。</translation>
    </message>
    <message>
      <source>How often three standard attacks (singling out, linkability, attribute inference) succeed on the release compared with guessing, and who is alone in their released group.</source>
      <translation>三種標準攻擊（單獨識別、可連結性、屬性推斷）在釋出資料上相對於猜測的成功頻率，以及誰在其釋出分組中獨自一人。</translation>
    </message>
    <message>
      <source>Differentially private releases from this data set: ε and δ of each, the mechanism, and the budget spent and left.</source>
      <translation>這個資料集的差分隱私釋出：每次的 ε 和 δ、所用機制，以及已花費和剩餘的預算。</translation>
    </message>
    <message>
      <source>Fingerprints (SHA-256) of the files, software version, time, operator and signing key.</source>
      <translation>檔案的指紋（SHA-256）、軟體版本、時間、操作人和簽名金鑰。</translation>
    </message>
    <message>
      <source>The released table itself.</source>
      <translation>釋出表本身。</translation>
    </message>
    <message>
      <source>Printed, the report leaves out listings of data ({sheets}: the released table, the values of each attribute); they are in the workbook.</source>
      <translation>列印時，報告不包含資料清單（{sheets}：釋出的資料表、各屬性的取值）；它們在工作簿中。</translation>
    </message>
    <message>
      <source>Every sensitivity level of the sensitive attributes stays below its share limit in every group.</source>
      <translation>敏感屬性的每個敏感等級在每個組中的佔比都低於其佔比上限。</translation>
    </message>
    <message>
      <source>For a {model} release the re-identification risk is {risk:.2%} ({one_in}); the accepted limit is {threshold:.2%} ({limit_one_in}). {at_risk:.2%} of the records are above the limit.</source>
      <translation>對於{model}釋出，重識別風險為 {risk:.2%}（{one_in}）；可接受的上限為 {threshold:.2%}（{limit_one_in}）。有 {at_risk:.2%} 的記錄超過該上限。</translation>
    </message>
    <message>
      <source>A column released unchanged that looks like a direct identifier names or singles out people by itself; it was kept on purpose and must be justified before publishing.</source>
      <translation>被原樣釋出且看起來像直接識別符號的列本身就能指名或單獨識別某人；它是被有意保留的，釋出前必須說明理由。</translation>
    </message>
    <message>
      <source>A column released unchanged that looks like a direct identifier names or singles out people by itself: drop, mask or pseudonymize it.</source>
      <translation>被原樣釋出且看起來像直接識別符號的列本身就能指名或單獨識別某人：請刪除、掩碼或假名化該列。</translation>
    </message>
    <message>
      <source>WARNING</source>
      <translation>警告</translation>
    </message>
    <message>
      <source>the sensitive attribute</source>
      <translation>敏感屬性</translation>
    </message>
    <message>
      <source>Configuration of the run</source>
      <translation>執行配置</translation>
    </message>
    <message>
      <source>Setting</source>
      <translation>設定</translation>
    </message>
    <message>
      <source>Data source</source>
      <translation>資料來源</translation>
    </message>
    <message>
      <source>Original data file</source>
      <translation>原始資料檔案</translation>
    </message>
    <message>
      <source>Released data file</source>
      <translation>釋出資料檔案</translation>
    </message>
    <message>
      <source>Project file</source>
      <translation>專案檔案</translation>
    </message>
    <message>
      <source>Rows in the release</source>
      <translation>釋出資料的行數</translation>
    </message>
    <message>
      <source>Person key (every figure counts persons)</source>
      <translation>患者標識（所有數字按人計數）</translation>
    </message>
    <message>
      <source>Free text redacted</source>
      <translation>已脫敏的自由文字</translation>
    </message>
    <message>
      <source>Columns of the release</source>
      <translation>釋出資料的列</translation>
    </message>
    <message>
      <source>Quasi-identifiers</source>
      <translation>準識別符號</translation>
    </message>
    <message>
      <source>Sensitive attributes</source>
      <translation>敏感屬性</translation>
    </message>
    <message>
      <source>Attributes, roles and types</source>
      <translation>屬性、角色和型別</translation>
    </message>
    <message>
      <source>Attribute</source>
      <translation>屬性</translation>
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
      <source>Identifier rule</source>
      <translation>識別符號處理規則</translation>
    </message>
    <message>
      <source>free text (redacted)</source>
      <translation>自由文字（已脫敏）</translation>
    </message>
    <message>
      <source>Columns released unchanged</source>
      <translation>原樣釋出的列</translation>
    </message>
    <message>
      <source>Their values are in the release as they are in the input: sensitive and insensitive columns, and those kept deliberately although they look like identifiers.</source>
      <translation>這些列的值按輸入原樣釋出：敏感屬性、非敏感列，以及雖像識別符號但被有意保留的列。</translation>
    </message>
    <message>
      <source>Names, ID and phone numbers, addresses, dates … found inside the cells of these columns were replaced by their kind ({labels}); the rest of each sentence is kept.</source>
      <translation>在這些列的單元格中找到的姓名、證件號和電話號碼、地址、日期等已替換為其類別（{labels}）；句子的其餘部分保留。</translation>
    </message>
    <message>
      <source>Found inside the cells</source>
      <translation>在單元格中找到</translation>
    </message>
    <message>
      <source>Spans replaced</source>
      <translation>替換的片段</translation>
    </message>
    <message>
      <source>Cells changed</source>
      <translation>改動的單元格</translation>
    </message>
    <message>
      <source>drop</source>
      <translation>刪除</translation>
    </message>
    <message>
      <source>keep</source>
      <translation>保留</translation>
    </message>
    <message>
      <source>keep_first</source>
      <translation>保留開頭字元</translation>
    </message>
    <message>
      <source>keep_last</source>
      <translation>保留末尾字元</translation>
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
      <translation>引數</translation>
    </message>
    <message>
      <source>No privacy model was required.</source>
      <translation>未要求任何隱私模型。</translation>
    </message>
    <message>
      <source>Utility metric</source>
      <translation>效用指標</translation>
    </message>
    <message>
      <source>{metric} — {name}</source>
      <translation>{metric} — {name}</translation>
    </message>
    <message>
      <source>Suppression limit (share of records that may be left out)</source>
      <translation>抑制上限（允許剔除的記錄佔比）</translation>
    </message>
    <message>
      <source>Lowest generalization levels allowed</source>
      <translation>允許的最低泛化層級</translation>
    </message>
    <message>
      <source>Highest generalization levels allowed</source>
      <translation>允許的最高泛化層級</translation>
    </message>
    <message>
      <source>Attribute weights</source>
      <translation>屬性權重</translation>
    </message>
    <message>
      <source>Mondrian split</source>
      <translation>Mondrian 劃分規則</translation>
    </message>
    <message>
      <source>Leftover records</source>
      <translation>剩餘記錄</translation>
    </message>
    <message>
      <source>Generalization levels chosen</source>
      <translation>選定的泛化層級</translation>
    </message>
    <message>
      <source>Transformations in the search lattice / evaluated</source>
      <translation>搜尋格中的變換數 / 已評估數</translation>
    </message>
    <message>
      <source>{size:,} / {evaluated:,}</source>
      <translation>{size:,} / {evaluated:,}</translation>
    </message>
    <message>
      <source>How close to the best possible</source>
      <translation>與可能的最佳結果的差距</translation>
    </message>
    <message>
      <source>Run time (seconds)</source>
      <translation>執行時間（秒）</translation>
    </message>
    <message>
      <source>Risk settings</source>
      <translation>風險設定</translation>
    </message>
    <message>
      <source>Release model</source>
      <translation>釋出模式</translation>
    </message>
    <message>
      <source>Generalization hierarchies</source>
      <translation>泛化層次</translation>
    </message>
    <message>
      <source>Levels</source>
      <translation>層級</translation>
    </message>
    <message>
      <source>Values</source>
      <translation>值</translation>
    </message>
    <message>
      <source>Built by</source>
      <translation>構建方式</translation>
    </message>
    <message>
      <source>Sensitivity levels</source>
      <translation>敏感等級</translation>
    </message>
    <message>
      <source>Level</source>
      <translation>等級</translation>
    </message>
    <message>
      <source>Share limit α</source>
      <translation>佔比上限 α</translation>
    </message>
    <message>
      <source>Other settings</source>
      <translation>其他設定</translation>
    </message>
    <message>
      <source>level {level}</source>
      <translation>層級 {level}</translation>
    </message>
    <message>
      <source>Attributes and hierarchies: what each quasi-identifier became</source>
      <translation>屬性和泛化層次：各準識別符號變成了什麼</translation>
    </message>
    <message>
      <source>Not available: the release was made elsewhere, so the levels and values applied are unknown.</source>
      <translation>不可用：該釋出資料是在別處生成的，因此不知道所採用的層級和值。</translation>
    </message>
    <message>
      <source>Overview</source>
      <translation>概覽</translation>
    </message>
    <message>
      <source>Level used</source>
      <translation>所用層級</translation>
    </message>
    <message>
      <source>Hierarchy</source>
      <translation>泛化層次</translation>
    </message>
    <message>
      <source>Distinct values before</source>
      <translation>匿名化前的不同值數</translation>
    </message>
    <message>
      <source>Distinct values after</source>
      <translation>匿名化後的不同值數</translation>
    </message>
    <message>
      <source>Value pairs</source>
      <translation>值對</translation>
    </message>
    <message>
      <source>{level} of {height}</source>
      <translation>{level}（共 {height} 層）</translation>
    </message>
    <message>
      <source>varies by record</source>
      <translation>因記錄而異</translation>
    </message>
    <message>
      <source>{attribute}: level {level}</source>
      <translation>{attribute}：層級 {level}</translation>
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
      <translation>釋出值</translation>
    </message>
    <message>
      <source>Records were suppressed: their values show as '*', which the distinct values after count as one value.</source>
      <translation>有記錄被抑制：其取值顯示為 '*'，“之後的不同取值數”把它算作一個取值。</translation>
    </message>
    <message>
      <source>The value listings below ({rows:,} rows) are left out of the printout; they are in the workbook.</source>
      <translation>下方的取值清單（{rows:,} 行）不列印；它們在工作簿中。</translation>
    </message>
    <message>
      <source>Only the first {shown:,} of {total:,} value pairs are listed here (the report record keeps {shown:,} per attribute).</source>
      <translation>此處僅列出 {total:,} 個值對中的前 {shown:,} 個（報告記錄中每個屬性保留 {shown:,} 個）。</translation>
    </message>
    <message>
      <source>Levels used (records per level): {levels}</source>
      <translation>所用層級（各層級的記錄數）：{levels}</translation>
    </message>
    <message>
      <source>table (imported or typed in)</source>
      <translation>顯式表（匯入或手動輸入）</translation>
    </message>
    <message>
      <source>generated: {kind}</source>
      <translation>自動生成：{kind}</translation>
    </message>
    <message>
      <source>{count} groups</source>
      <translation>{count} 個分組</translation>
    </message>
    <message>
      <source>groups per level: {counts}</source>
      <translation>各層級的分組數：{counts}</translation>
    </message>
    <message>
      <source>Privacy models: what the release achieves</source>
      <translation>隱私模型：釋出資料達到的水平</translation>
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
      <translation>實際值</translation>
    </message>
    <message>
      <source>No privacy model was required; the achieved parameters are listed below.</source>
      <translation>未要求任何隱私模型；下面列出了實際達到的引數。</translation>
    </message>
    <message>
      <source>The whole release</source>
      <translation>整個釋出資料</translation>
    </message>
    <message>
      <source>Worst class</source>
      <translation>最差的等價類</translation>
    </message>
    <message>
      <source>k (k-anonymity)</source>
      <translation>k（k-匿名）</translation>
    </message>
    <message>
      <source>size of the smallest class</source>
      <translation>最小等價類的大小</translation>
    </message>
    <message>
      <source>Suppressed records</source>
      <translation>被抑制的記錄</translation>
    </message>
    <message>
      <source>l used for recursive (c,l)-diversity</source>
      <translation>遞迴 (c,l)-多樣性所用的 l</translation>
    </message>
    <message>
      <source>Per sensitive attribute</source>
      <translation>按敏感屬性</translation>
    </message>
    <message>
      <source>No sensitive attribute was named.</source>
      <translation>未指定敏感屬性。</translation>
    </message>
    <message>
      <source>α of (α,k)-anonymity: largest share of one value in a class</source>
      <translation>(α,k)-匿名的 α：單個值在等價類中的最大佔比</translation>
    </message>
    <message>
      <source>distinct l-diversity: fewest distinct values in a class</source>
      <translation>不同值 l-多樣性：等價類中最少的不同值個數</translation>
    </message>
    <message>
      <source>entropy l-diversity: smallest exp(entropy) of a class</source>
      <translation>熵 l-多樣性：等價類中最小的 exp(熵)</translation>
    </message>
    <message>
      <source>recursive (c,l)-diversity: smallest c that holds</source>
      <translation>遞迴 (c,l)-多樣性：成立的最小 c</translation>
    </message>
    <message>
      <source>t-closeness, equal distance: largest distance</source>
      <translation>t-接近性（等距離）：最大距離</translation>
    </message>
    <message>
      <source>t-closeness, ordered distance: largest distance</source>
      <translation>t-接近性（有序距離）：最大距離</translation>
    </message>
    <message>
      <source>t-closeness, hierarchical distance: largest distance</source>
      <translation>t-接近性（層次距離）：最大距離</translation>
    </message>
    <message>
      <source>basic β-likeness: largest relative gain</source>
      <translation>基本 β-相似性：最大相對增幅</translation>
    </message>
    <message>
      <source>enhanced β-likeness: largest relative gain</source>
      <translation>增強 β-相似性：最大相對增幅</translation>
    </message>
    <message>
      <source>δ-disclosure privacy: largest |ln(p/q)| over the values in each class (as ARX and pycanon; ARX states δ in bits: δ_ARX = δ / ln 2)</source>
      <translation>δ-披露隱私：各等價類中出現的值的最大 |ln(p/q)|（與 ARX 和 pycanon 相同；ARX 以位元表示 δ：δ_ARX = δ / ln 2）</translation>
    </message>
    <message>
      <source>strict δ-disclosure privacy: largest |ln(p/q)| over every value of the table (infinite when a class lacks one)</source>
      <translation>嚴格 δ-披露隱私：資料表每個值的最大 |ln(p/q)|（等價類缺少某個值時為無窮大）</translation>
    </message>
    <message>
      <source>Smallest classes (the worst for k-anonymity)</source>
      <translation>最小的等價類（對 k-匿名最不利）</translation>
    </message>
    <message>
      <source>Class size</source>
      <translation>等價類大小</translation>
    </message>
    <message>
      <source>Classes</source>
      <translation>等價類數</translation>
    </message>
    <message>
      <source>Lowest chance a population record is in the release (δ min)</source>
      <translation>總體中的記錄出現在釋出資料中的最低機率（δ min）</translation>
    </message>
    <message>
      <source>Highest chance a population record is in the release (δ max)</source>
      <translation>總體中的記錄出現在釋出資料中的最高機率（δ max）</translation>
    </message>
    <message>
      <source>(αij,k,m)-anonymity (graded sensitivity levels)</source>
      <translation>(αij,k,m)-匿名（分級敏感等級）</translation>
    </message>
    <message>
      <source>Holds</source>
      <translation>是否滿足</translation>
    </message>
    <message>
      <source>Required k</source>
      <translation>要求的 k</translation>
    </message>
    <message>
      <source>Worst share / limit</source>
      <translation>最差佔比 / 上限</translation>
    </message>
    <message>
      <source>Largest share of one level</source>
      <translation>單個等級的最大佔比</translation>
    </message>
    <message>
      <source>Classes with a repeated level</source>
      <translation>含重複等級的等價類</translation>
    </message>
    <message>
      <source>Share limits α per level</source>
      <translation>各等級的佔比上限 α</translation>
    </message>
    <message>
      <source>Measures: privacy and utility against the original</source>
      <translation>度量：與原始表相比的隱私與效用</translation>
    </message>
    <message>
      <source>Attributes assumed known</source>
      <translation>假定已知的屬性</translation>
    </message>
    <message>
      <source>Overall</source>
      <translation>總體</translation>
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
      <translation>被抑制記錄的佔比</translation>
    </message>
    <message>
      <source>Average class size</source>
      <translation>平均等價類大小</translation>
    </message>
    <message>
      <source>ARX loss</source>
      <translation>ARX 損失</translation>
    </message>
    <message>
      <source>Precision loss</source>
      <translation>精度損失</translation>
    </message>
    <message>
      <source>Generalization intensity</source>
      <translation>泛化強度</translation>
    </message>
    <message>
      <source>Iyengar loss</source>
      <translation>Iyengar 損失</translation>
    </message>
    <message>
      <source>Generalization levels</source>
      <translation>泛化層級</translation>
    </message>
    <message>
      <source>Weighted hierarchical distance WHD (total)</source>
      <translation>加權層次距離 WHD（總計）</translation>
    </message>
    <message>
      <source>Weighted hierarchical distance WHD (mean per record)</source>
      <translation>加權層次距離 WHD（每條記錄平均）</translation>
    </message>
    <message>
      <source>Attribute entropies</source>
      <translation>屬性熵</translation>
    </message>
    <message>
      <source>Entropy before (bits)</source>
      <translation>匿名化前的熵（位元）</translation>
    </message>
    <message>
      <source>Entropy after (bits)</source>
      <translation>匿名化後的熵（位元）</translation>
    </message>
    <message>
      <source>Entropy kept (after / before)</source>
      <translation>保留的熵（後 / 前）</translation>
    </message>
    <message>
      <source>Entropy kept above 1 ({attributes}): the released values are spread more evenly than the original ones, as when suppression moves records of common values to '*'. It does not mean that information was added.</source>
      <translation>保留的熵大於 1（{attributes}）：釋出後的取值比原始取值分佈得更均勻，例如抑制把常見取值的記錄移到了 '*'。這並不表示增加了資訊。</translation>
    </message>
    <message>
      <source>Weight</source>
      <translation>權重</translation>
    </message>
    <message>
      <source>Before (bits)</source>
      <translation>匿名化前（位元）</translation>
    </message>
    <message>
      <source>After (bits)</source>
      <translation>匿名化後（位元）</translation>
    </message>
    <message>
      <source>Weighted entropy before</source>
      <translation>匿名化前的加權熵</translation>
    </message>
    <message>
      <source>Weighted entropy after</source>
      <translation>匿名化後的加權熵</translation>
    </message>
    <message>
      <source>Table entropy before</source>
      <translation>匿名化前的資料表熵</translation>
    </message>
    <message>
      <source>Table entropy after</source>
      <translation>匿名化後的資料表熵</translation>
    </message>
    <message>
      <source>Entropy lost</source>
      <translation>損失的熵</translation>
    </message>
    <message>
      <source>Link matching (against the population)</source>
      <translation>連結匹配（與總體比對）</translation>
    </message>
    <message>
      <source>Link-matching risk</source>
      <translation>連結匹配風險</translation>
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
      <translation>各等價類的連結機率</translation>
    </message>
    <message>
      <source>Class</source>
      <translation>等價類</translation>
    </message>
    <message>
      <source>Probability</source>
      <translation>機率</translation>
    </message>
    <message>
      <source>The first {shown:,} of {total:,} classes are listed.</source>
      <translation>列出了 {total:,} 個等價類中的前 {shown:,} 個。</translation>
    </message>
    <message>
      <source>Sensitivity distance Ds</source>
      <translation>敏感距離 Ds</translation>
    </message>
    <message>
      <source>Ds</source>
      <translation>Ds</translation>
    </message>
    <message>
      <source>Parameter sweep</source>
      <translation>引數掃描</translation>
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
      <translation>備註</translation>
    </message>
    <message>
      <source>Notes</source>
      <translation>備註</translation>
    </message>
    <message>
      <source>Verdict</source>
      <translation>結論</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>設定</translation>
    </message>
    <message>
      <source>Threshold</source>
      <translation>閾值</translation>
    </message>
    <message>
      <source>Figures</source>
      <translation>數值</translation>
    </message>
    <message>
      <source>In words</source>
      <translation>文字說明</translation>
    </message>
    <message>
      <source>Highest risk of a record</source>
      <translation>單條記錄的最高風險</translation>
    </message>
    <message>
      <source>Average risk of a record</source>
      <translation>單條記錄的平均風險</translation>
    </message>
    <message>
      <source>Data risk (by the release model)</source>
      <translation>資料風險（按釋出模式）</translation>
    </message>
    <message>
      <source>Overall risk (data × environment)</source>
      <translation>總體風險（資料 × 環境）</translation>
    </message>
    <message>
      <source>Records per risk band</source>
      <translation>各風險區間的記錄數</translation>
    </message>
    <message>
      <source>Risk above</source>
      <translation>風險高於</translation>
    </message>
    <message>
      <source>Risk up to</source>
      <translation>風險不超過</translation>
    </message>
    <message>
      <source>Above the threshold</source>
      <translation>超過閾值</translation>
    </message>
    <message>
      <source>A band holds the records whose risk is above its lower edge and at most its upper edge (the first band also holds risk 0): a risk exactly on a boundary belongs to the lower band, as a record at risk is one above the threshold. The chart shows the same bands.</source>
      <translation>每個區間包含風險高於其下限且不超過其上限的記錄（第一個區間也包含風險為 0 的記錄）：恰好落在邊界上的風險屬於較低的區間，因為有風險的記錄是指風險高於閾值的記錄。圖表顯示的是相同的區間。</translation>
    </message>
    <message>
      <source>Equivalence classes: groups of records that look alike in the quasi-identifiers</source>
      <translation>等價類：在準識別符號上彼此相似的記錄組</translation>
    </message>
    <message>
      <source>Cumulative share</source>
      <translation>累計佔比</translation>
    </message>
    <message>
      <source>suppressed (no class)</source>
      <translation>被抑制（不屬於任何等價類）</translation>
    </message>
    <message>
      <source>Smallest class</source>
      <translation>最小等價類</translation>
    </message>
    <message>
      <source>Largest class</source>
      <translation>最大等價類</translation>
    </message>
    <message>
      <source>The release has no equivalence class.</source>
      <translation>釋出資料中沒有等價類。</translation>
    </message>
    <message>
      <source>Counted from the {shown:,} value pairs listed on the sheet {sheet} ({records:,} of {total:,} records).</source>
      <translation>根據工作表 {sheet} 中列出的 {shown:,} 個值對統計（{total:,} 條記錄中的 {records:,} 條）。</translation>
    </message>
    <message>
      <source>Item</source>
      <translation>條目</translation>
    </message>
    <message>
      <source>Report format</source>
      <translation>報告格式</translation>
    </message>
    <message>
      <source>Kind of report</source>
      <translation>報告型別</translation>
    </message>
    <message>
      <source>Created</source>
      <translation>建立時間</translation>
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
      <translation>簽名金鑰指紋</translation>
    </message>
    <message>
      <source>The signature is a separate file beside this workbook; check it with "privdesk verify" and the signer's public key.</source>
      <translation>簽名是與本工作簿放在一起的單獨檔案；請使用 "privdesk verify" 和簽名人的公鑰進行驗證。</translation>
    </message>
    <message>
      <source>Files (SHA-256 fingerprints)</source>
      <translation>檔案（SHA-256 指紋）</translation>
    </message>
    <message>
      <source>File</source>
      <translation>檔案</translation>
    </message>
    <message>
      <source>SHA-256</source>
      <translation>SHA-256</translation>
    </message>
    <message>
      <source>Path</source>
      <translation>路徑</translation>
    </message>
    <message>
      <source>Original data</source>
      <translation>原始資料</translation>
    </message>
    <message>
      <source>Project</source>
      <translation>專案</translation>
    </message>
    <message>
      <source>Population table (δ-presence)</source>
      <translation>總體表（δ-存在性）</translation>
    </message>
    <message>
      <source>No file fingerprints were recorded.</source>
      <translation>未記錄任何檔案指紋。</translation>
    </message>
    <message>
      <source>Notes on this workbook</source>
      <translation>關於本工作簿的說明</translation>
    </message>
    <message>
      <source>{time} (UTC{offset})</source>
      <translation>{time}（UTC{offset}）</translation>
    </message>
    <message>
      <source>Language of the report's texts</source>
      <translation>報告文字的語言</translation>
    </message>
    <message>
      <source>{name} ({code})</source>
      <translation>{name}（{code}）</translation>
    </message>
    <message>
      <source>Text cells holding characters a workbook cannot store: {count:,} (each such character was replaced by �).</source>
      <translation>包含工作簿無法儲存的字元的文字單元格：{count:,} 個（每個此類字元都已替換為 �）。</translation>
    </message>
    <message>
      <source>Text cells longer than Excel's 32,767 characters: {count:,} (cut to fit; they end in …).</source>
      <translation>超過 Excel 32,767 個字元上限的文字單元格：{count:,} 個（已截斷以適應上限，末尾為 …）。</translation>
    </message>
    <message>
      <source>Cut to fit Excel: the full text has {length:,} characters.</source>
      <translation>已截斷以適應 Excel：完整文字共有 {length:,} 個字元。</translation>
    </message>
    <message>
      <source>The released table has {rows:,} rows; the sheet {sheet} holds the first {shown:,} (Excel's limit).</source>
      <translation>釋出表共有 {rows:,} 行；工作表 {sheet} 中僅包含前 {shown:,} 行（Excel 的上限）。</translation>
    </message>
    <message>
      <source>Every value is stored as text or a number, never as a formula.</source>
      <translation>所有值均以文字或數字形式儲存，絕不會儲存為公式。</translation>
    </message>
    <message>
      <source>The whole release, every row, is the file {file}.</source>
      <translation>完整的釋出資料（所有行）在檔案 {file} 中。</translation>
    </message>
    <message>
      <source>The {engine} engine wrote the release ({rows:,} rows) straight to the file {file} without loading it; this workbook holds no sheet of its rows.</source>
      <translation>{engine} 引擎未將釋出資料載入記憶體，而是直接寫入檔案 {file}（共 {rows:,} 行）；本工作簿不含其資料行的工作表。</translation>
    </message>
    <message>
      <source>Context and justification</source>
      <translation>背景與理由</translation>
    </message>
    <message>
      <source>Who receives the release, why, in which environment, the risk threshold with its published reference value and justification, what was done to each column, and the responsible person's statement.</source>
      <translation>誰接收此發布、用途、資料環境、風險閾值及其公開參考值與理由、每一欄的處理方式，以及負責人的聲明。</translation>
    </message>
    <message>
      <source>Context and justification of this release</source>
      <translation>此發布的背景與理由</translation>
    </message>
    <message>
      <source>Missing: fields this {model} release requires</source>
      <translation>缺少：此{model}發布所需的欄位</translation>
    </message>
    <message>
      <source>Every field a {model} release requires is given.</source>
      <translation>{model}發布所需的欄位均已提供。</translation>
    </message>
    <message>
      <source>{field}: not given</source>
      <translation>{field}：未提供</translation>
    </message>
    <message>
      <source>To check before release</source>
      <translation>發布前需核查</translation>
    </message>
    <message>
      <source>The context states a {stated} release, but the risk was assessed for a {assessed} release (a laxer attacker model).</source>
      <translation>脈絡聲明為{stated}發布，但風險是按{assessed}發布評估的（攻擊者模型較寬鬆）。</translation>
    </message>
    <message>
      <source>The context states the threshold {stated:g}, but the run checked the laxer threshold {checked:g}.</source>
      <translation>脈絡聲明的閾值為 {stated:g}，但執行檢查的是較寬鬆的閾值 {checked:g}。</translation>
    </message>
    <message>
      <source>The threshold {threshold:g} is above the reference value {value:g} chosen ({reference}).</source>
      <translation>閾值 {threshold:g} 高於所選參考值 {value:g}（{reference}）。</translation>
    </message>
    <message>
      <source>The reference value chosen ({reference}) is published for another release model than this {model} release.</source>
      <translation>所選參考值（{reference}）適用於與此{model}發布不同的發布模型。</translation>
    </message>
    <message>
      <source>The risk was assessed for a public release, stricter than the {model} release the context states.</source>
      <translation>風險按公開發布評估，比脈絡聲明的{model}發布更嚴格。</translation>
    </message>
    <message>
      <source>The release and its context</source>
      <translation>發布及其背景</translation>
    </message>
    <message>
      <source>Field</source>
      <translation>欄位</translation>
    </message>
    <message>
      <source>(not given)</source>
      <translation>（未提供）</translation>
    </message>
    <message>
      <source>{value} (as the run assessed it)</source>
      <translation>{value}（按執行的評估）</translation>
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
      <translation>資料環境的場所</translation>
    </message>
    <message>
      <source>Controls of the data environment</source>
      <translation>資料環境的管控措施</translation>
    </message>
    <message>
      <source>Notes on the environment</source>
      <translation>關於環境的說明</translation>
    </message>
    <message>
      <source>External data an attacker could hold</source>
      <translation>攻擊者可能掌握的外部資料</translation>
    </message>
    <message>
      <source>Risk threshold (highest re-identification risk)</source>
      <translation>風險閾值（最高重新識別風險）</translation>
    </message>
    <message>
      <source>Published reference value chosen</source>
      <translation>所選公開參考值</translation>
    </message>
    <message>
      <source>Justification of the threshold</source>
      <translation>閾值的理由</translation>
    </message>
    <message>
      <source>De-identification grade (GB/T 42460-2023), as stated by the person responsible</source>
      <translation>去識別化效果等級（GB/T 42460-2023），由負責人聲明</translation>
    </message>
    <message>
      <source>not stated: PrivDesk does not grade a release under GB/T 42460-2023 (its grading criteria are not built in); the person responsible assesses and states it</source>
      <translation>未聲明：PrivDesk 不按 GB/T 42460-2023 評定發布的等級（未內建其分級準則），由負責人評估並聲明</translation>
    </message>
    <message>
      <source>Person responsible</source>
      <translation>負責人</translation>
    </message>
    <message>
      <source>Qualification of the person responsible</source>
      <translation>負責人的資格</translation>
    </message>
    <message>
      <source>Statement</source>
      <translation>聲明</translation>
    </message>
    <message>
      <source>Date</source>
      <translation>日期</translation>
    </message>
    <message>
      <source>Review date</source>
      <translation>複審日期</translation>
    </message>
    <message>
      <source>on-site (a secure room of the data holder)</source>
      <translation>現場（資料持有方的安全室）</translation>
    </message>
    <message>
      <source>remote access (a secure environment reached over the network)</source>
      <translation>遠端存取（透過網路進入的安全環境）</translation>
    </message>
    <message>
      <source>public (anyone may obtain the data)</source>
      <translation>公開（任何人皆可取得資料）</translation>
    </message>
    <message>
      <source>contract (data-use agreement)</source>
      <translation>合約（資料使用協議）</translation>
    </message>
    <message>
      <source>access control</source>
      <translation>存取控制</translation>
    </message>
    <message>
      <source>audit logging</source>
      <translation>稽核日誌</translation>
    </message>
    <message>
      <source>training of the recipients</source>
      <translation>接收人員訓練</translation>
    </message>
    <message>
      <source>in place</source>
      <translation>已落實</translation>
    </message>
    <message>
      <source>not in place</source>
      <translation>未落實</translation>
    </message>
    <message>
      <source>{value:g}: {source}</source>
      <translation>{value:g}：{source}</translation>
    </message>
    <message>
      <source>Published reference values for the highest re-identification risk</source>
      <translation>最高重新識別風險的公開參考值</translation>
    </message>
    <message>
      <source>Source</source>
      <translation>來源</translation>
    </message>
    <message>
      <source>chosen</source>
      <translation>已選</translation>
    </message>
    <message>
      <source>What was done to each column, and why</source>
      <translation>每一欄的處理方式及原因</translation>
    </message>
    <message>
      <source>Technique</source>
      <translation>技術</translation>
    </message>
    <message>
      <source>Why</source>
      <translation>原因</translation>
    </message>
    <message>
      <source>identifier dropped</source>
      <translation>識別碼已刪除</translation>
    </message>
    <message>
      <source>identifier masked: only its first {n} characters kept</source>
      <translation>識別碼已遮罩：僅保留前 {n} 個字元</translation>
    </message>
    <message>
      <source>identifier masked: only its last {n} characters kept</source>
      <translation>識別碼已遮罩：僅保留後 {n} 個字元</translation>
    </message>
    <message>
      <source>identifier pseudonymized (keyed HMAC-SHA-256)</source>
      <translation>識別碼已假名化（帶金鑰的 HMAC-SHA-256）</translation>
    </message>
    <message>
      <source>free text redacted (names, numbers, places replaced by labels)</source>
      <translation>自由文字已去識別（姓名、號碼、地點替換為標籤）</translation>
    </message>
    <message>
      <source>dates shifted per person by up to {days} days</source>
      <translation>日期按人平移，最多 {days} 天</translation>
    </message>
    <message>
      <source>microaggregated (the {function} of its group)</source>
      <translation>微聚合（取所在組的 {function}）</translation>
    </message>
    <message>
      <source>generalized record by record (levels used: {levels})</source>
      <translation>逐筆記錄概化（使用的層級：{levels}）</translation>
    </message>
    <message>
      <source>generalized to level {level} of {height} by its hierarchy ({builder})</source>
      <translation>按其階層概化到第 {level} 層（共 {height} 層；{builder}）</translation>
    </message>
    <message>
      <source>kept at level 0 of {height} of its hierarchy (not generalized)</source>
      <translation>保持在其階層的第 0 層（共 {height} 層，未概化）</translation>
    </message>
    <message>
      <source>generalized by the search</source>
      <translation>由搜尋概化</translation>
    </message>
    <message>
      <source>kept unchanged</source>
      <translation>保持不變</translation>
    </message>
    <message>
      <source>released as given</source>
      <translation>按原樣發布</translation>
    </message>
    <message>
      <source>it names a person directly</source>
      <translation>它直接指向某個人</translation>
    </message>
    <message>
      <source>notes can name persons, places and numbers</source>
      <translation>備註可能包含人名、地點和號碼</translation>
    </message>
    <message>
      <source>exact dates link records to a person; intervals between a person's dates are kept</source>
      <translation>精確日期可將記錄與個人連結；同一人各日期之間的間隔保持不變</translation>
    </message>
    <message>
      <source>a quasi-identifier: linkable to external data</source>
      <translation>準識別碼：可與外部資料連結</translation>
    </message>
    <message>
      <source>a quasi-identifier; the models are met without generalizing it</source>
      <translation>準識別碼；不概化即已滿足各模型</translation>
    </message>
    <message>
      <source>looks like an identifier but was released on purpose</source>
      <translation>看似識別碼，但有意發布</translation>
    </message>
    <message>
      <source>the information the release is for (sensitive)</source>
      <translation>發布所要提供的資訊（敏感屬性）</translation>
    </message>
    <message>
      <source>sensitive; protected by {models}</source>
      <translation>敏感屬性；由 {models} 保護</translation>
    </message>
    <message>
      <source>not linkable to a person (insensitive)</source>
      <translation>無法與個人連結（非敏感）</translation>
    </message>
    <message>
      <source>an audit of a release made elsewhere: its techniques were chosen there</source>
      <translation>對他處所做發布的稽核：其技術由發布方選擇</translation>
    </message>
    <message>
      <source>Records suppressed: {count:,} of {rows:,} (limit {limit:.2%}).</source>
      <translation>被抑制的記錄：{count:,} / {rows:,}（上限 {limit:.2%}）。</translation>
    </message>
    <message>
      <source>Records suppressed: {count:,} of {rows:,}.</source>
      <translation>被抑制的記錄：{count:,} / {rows:,}。</translation>
    </message>
    <message>
      <source>Signature</source>
      <translation>簽名</translation>
    </message>
    <message>
      <source>____________________________________</source>
      <translation>____________________________________</translation>
    </message>
    <message>
      <source>This workbook is signed electronically (see Provenance); the signature line is for a printed copy.</source>
      <translation>本活頁簿已電子簽署（見「來源資訊」）；簽名欄供列印本使用。</translation>
    </message>
    <message>
      <source>ARX's Loss (geometric mean over QIs of the share of hierarchy values merged; ARX's default)</source>
      <translation>ARX 損失（各準識別符號中被合併的泛化層次值佔比的幾何平均值；ARX 的預設指標）</translation>
    </message>
    <message>
      <source>generalization intensity / precision (mean level / height; suppressed = 1)</source>
      <translation>泛化強度 / 精度（平均層級 / 高度；被抑制 = 1）</translation>
    </message>
    <message>
      <source>discernibility (Σ class size², a suppressed row costs n)</source>
      <translation>可區分度（Σ 等價類大小²，每個被抑制的行計為 n）</translation>
    </message>
    <message>
      <source>average equivalence class size</source>
      <translation>平均等價類大小</translation>
    </message>
    <message>
      <source>non-uniform entropy (bits lost per value, summed)</source>
      <translation>非均勻熵（每個值損失的位元數，求和）</translation>
    </message>
    <message>
      <source>WHD table information loss (SPEC §5)</source>
      <translation>WHD 資料表資訊損失（SPEC §5）</translation>
    </message>
    <message>
      <source>weighted attribute entropy lost (SPEC §2, attribute weights)</source>
      <translation>損失的加權屬性熵（SPEC §2，屬性權重）</translation>
    </message>
    <message>
      <source>ARX's non-monotonic non-uniform entropy (suppressed records entropy among themselves)</source>
      <translation>ARX 的非單調非均勻熵（被抑制記錄按其自身之間的熵計）</translation>
    </message>
    <message>
      <source>ARX's Loss with RANK aggregation (the attribute that lost most first, then the next)</source>
      <translation>ARX 的損失（RANK 聚合：先比較損失最大的屬性，再比較下一個）</translation>
    </message>
  </context>
</TS>
