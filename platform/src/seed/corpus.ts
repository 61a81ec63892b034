/**
 * Text of the demo newspaper "澜海日报 / Lanhai Daily", a fictional coastal city's daily. Every story is
 * invented, and each is whole: its headline, lead, body paragraphs, tags (which topics, related lists and
 * lives follow) and the kind of scene its pictures show (../seed/images.ts draws them), so a caption under a
 * picture says what the picture is.
 */
import type { Scene } from './images';

export interface Story {
  title: string;
  lead: string;
  /** The body after the lead, in the story's own words. */
  body: string[];
  tags: string[];
  scene: Scene;
}

/** What a picture of each scene shows, for its caption. */
export const SCENE_CAPTIONS: Record<Scene, { zh: string; en: string }> = {
  coast: { zh: '澜海湾畔的海岸线', en: 'The shore of Lanhai Bay' },
  mountains: { zh: '云岭县的群山', en: 'The hills of Yunling County' },
  skyline: { zh: '澜海城区一景', en: 'A view of the city' },
  terraces: { zh: '云岭的层层梯田', en: 'Terraced fields in Yunling' },
  abstract: { zh: '示意图', en: 'Illustration' },
};

const zhCity: Story[] = [
  {
    title: '澜海地铁5号线全线贯通 年底前开通试运营',
    lead: '昨天上午，随着最后一段盾构机破土而出，澜海地铁5号线实现全线贯通。这条线路串联滨江区与望潮区，设站18座，预计年底前开通试运营。',
    body: [
      '5号线全长二十六公里，其中穿越澜江的区间长一点二公里，是全线施工难度最大的一段。建设单位介绍，贯通后将进入铺轨和设备安装阶段，之后进行为期三个月的空载试运行。',
      '开通后，从滨江区到望潮区的通勤时间将由一小时缩短到三十五分钟。5号线与1号线、3号线设有三座换乘站，沿线居民翘首以盼。',
    ],
    tags: ['地铁', '交通'],
    scene: 'skyline',
  },
  {
    title: '滨江步道二期开放 市民新添十公里“会客厅”',
    lead: '滨江步道二期工程于本周末正式向市民开放，新增沿江慢行道十公里，沿线设置了休憩驿站、亲水平台和共享书亭。',
    body: [
      '二期步道从澜江大桥一直延伸到望潮湿地入口，全程设置了跑步道和骑行道两条分隔的车道，每隔五百米有一处饮水点。',
      '“以前晚上散步只能绕小区，现在走到江边就十分钟。”家住滨江花园的王女士说，她每天晚饭后都会带孩子来走一圈。',
    ],
    tags: ['滨江步道', '民生实事'],
    scene: 'coast',
  },
  {
    title: '老旧小区加装电梯提速 今年已完工三百余部',
    lead: '记者从市住建局获悉，今年全市老旧小区加装电梯工作持续提速，截至目前已完工三百一十二部，另有一百余部正在施工。',
    body: [
      '今年起，加装电梯的审批由四个部门并联办理，从申请到开工平均只需四十天。每部电梯可获得最高二十万元的财政补助。',
      '在望潮区东湖小区，七十六岁的陈阿姨第一次坐电梯回到六楼的家。“腿脚不好，以前一个月才下一次楼。”她说。',
    ],
    tags: ['加装电梯', '民生实事'],
    scene: 'skyline',
  },
  {
    title: '青屿区新建三所学校 明年秋季新增学位四千个',
    lead: '为缓解城区学位紧张，青屿区今年同步推进三所中小学建设，建成后明年秋季将新增学位约四千个。',
    body: [
      '三所学校分别位于青屿新城、渡口片区和海湾社区，其中青屿实验中学新校区已完成主体结构，正在进行内部装修。',
      '区教育局表示，新校舍全部按照标准化要求配备实验室、图书馆和风雨操场，招生范围将在明年春季公布。',
    ],
    tags: ['教育', '民生实事'],
    scene: 'skyline',
  },
  {
    title: '夜间公交新增六条线路 覆盖主要商圈和医院',
    lead: '市公交集团宣布，自下月起新增六条夜间公交线路，运营时间延长至凌晨一点，覆盖全市主要商圈、医院和交通枢纽。',
    body: [
      '六条线路以N字头编号，发车间隔二十分钟，途经市第一人民医院、澜海火车站和中山路商圈等站点，票价与日间线路相同。',
      '公交集团此前调查发现，晚上十点后出行的乘客中，医护人员、餐饮从业者和晚归学生占了七成，线路正是按他们的出行需求设计的。',
    ],
    tags: ['公交', '交通', '民生实事'],
    scene: 'skyline',
  },
  {
    title: '澜海首批“口袋公园”亮相 家门口就能看风景',
    lead: '利用街角闲置地块改造的首批二十座“口袋公园”日前陆续亮相，让居民步行五分钟就能走进绿地。',
    body: [
      '这些公园面积大多在一千平方米以内，有的是拆违后留下的空地，有的是废弃的停车场。设计方案都经过了周边居民投票。',
      '中山路街角的口袋公园保留了两棵六十年树龄的香樟，树下摆上了长椅和象棋桌，成了附近老人每天聚会的地方。',
    ],
    tags: ['口袋公园', '民生实事'],
    scene: 'skyline',
  },
  {
    title: '望潮区菜市场改造完成 早市摊位智能称重上线',
    lead: '历时四个月改造，望潮区东门菜市场重新开门迎客，全场摊位统一使用智能电子秤，价格和溯源信息一目了然。',
    body: [
      '改造后的市场分为生鲜、熟食和干货三个区域，地面换成了防滑地砖，通风和排水系统全部重做，开业首日客流超过五千人次。',
      '每台电子秤都连着市场的管理系统，顾客扫码就能看到菜品产地和检测结果。摊主老李说，缺斤短两的投诉“几乎没有了”。',
    ],
    tags: ['菜市场', '民生实事'],
    scene: 'skyline',
  },
  {
    title: '台风“海燕”过境 全市转移群众一万二千人',
    lead: '受今年第18号台风“海燕”影响，我市昨天出现大风和强降雨天气。各区提前转移沿海群众约一万二千人，目前未有人员伤亡报告。',
    body: [
      '台风过境期间，青屿岛最大风力达到十二级，全市平均降雨量一百三十毫米。两千余艘渔船提前回港避风，沿海景区全部关闭。',
      '截至今天上午，全市因台风倒伏的两百余棵行道树已基本清理完毕，受影响的供电线路全部恢复，轮渡航线将于下午复航。',
    ],
    tags: ['台风', '防汛'],
    scene: 'coast',
  },
  {
    title: '澜海港集装箱吞吐量创新高 前十月同比增长9%',
    lead: '澜海港前十个月完成集装箱吞吐量六百八十万标准箱，同比增长9%，月度吞吐量连续三个月刷新历史纪录。',
    body: [
      '港口集团介绍，今年新开通了四条远洋航线，通达东南亚和中东的班轮每周达到二十六班，外贸箱量增长最快。',
      '自动化码头二期投用后，桥吊作业效率提高了三成，一艘大型集装箱船的平均在港时间缩短到二十小时以内。',
    ],
    tags: ['港口', '经济'],
    scene: 'coast',
  },
  {
    title: '社区食堂覆盖全部街道 老人一餐只需十元',
    lead: '随着云岭县最后一家社区食堂开业，我市社区食堂实现街道全覆盖，六十岁以上老人就餐每餐只需十元左右。',
    body: [
      '全市一百零六家社区食堂每天供应午餐和晚餐，菜单每周更新，行动不便的老人可以电话预订，由志愿者送餐上门。',
      '在滨江街道食堂，八十二岁的张大爷点了一份红烧鱼、两个素菜和一碗汤，一共九元五角。“比自己做还便宜，还有人说说话。”',
    ],
    tags: ['社区食堂', '养老', '民生实事'],
    scene: 'skyline',
  },
  {
    title: '城市书房升级开放 二十四小时不打烊',
    lead: '全市四十家城市书房完成升级改造，新增自助借还和夜间照明系统，读者凭借阅证可全天候入馆阅读。',
    body: [
      '升级后的城市书房与市图书馆实现通借通还，每家书房藏书三千到五千册，每月根据读者借阅情况更新一次。',
      '深夜十一点，中山路城市书房里仍有十几位读者。一位刚下班的护士说，她习惯在这里看半小时书再回家。',
    ],
    tags: ['城市书房', '阅读', '民生实事'],
    scene: 'skyline',
  },
  {
    title: '澜海启动垃圾分类“积分兑换” 可换米面油',
    lead: '从本月起，市民在小区投放点正确分类投放垃圾可获得积分，积分可在社区服务站兑换米、面、油等生活用品。',
    body: [
      '每个投放点都有督导员检查分类情况，正确投放一次得两分，一百分可以兑换一袋五斤装的大米。积分也能在澜海日报客户端查询。',
      '试点一个月来，青屿区试点小区的厨余垃圾分出率从三成提高到六成，其他垃圾减少了近两成。',
    ],
    tags: ['垃圾分类', '民生实事'],
    scene: 'abstract',
  },
];

const zhPolitics: Story[] = [
  {
    title: '市政府常务会议部署冬季安全生产工作',
    lead: '市政府昨天召开常务会议，研究部署冬季安全生产、能源保供和民生保障等工作，要求各地各部门压实责任、细化措施。',
    body: [
      '会议要求，对燃气、消防、道路交通和建筑施工等重点领域开展为期一个月的隐患排查，发现问题当场整改，不能当场整改的挂牌督办。',
      '会议还研究了冬季天然气和电力保供方案，全市储气设施已储满，可满足极端天气下十天的用气需求。',
    ],
    tags: ['安全生产', '政务'],
    scene: 'abstract',
  },
  {
    title: '澜海出台优化营商环境新举措 企业开办一天办结',
    lead: '我市近日出台优化营商环境三十条新举措，企业开办全流程压缩至一个工作日，涉企审批事项平均办理时限缩短四成。',
    body: [
      '新举措中，企业设立登记、刻制印章、申领发票和社保登记合并为“一件事”，申请人在政务服务网上一次提交材料即可。',
      '市场监管部门同时推行“首违不罚”清单，对二十六项轻微违法行为以提醒和指导为主，给企业留出改正的时间。',
    ],
    tags: ['营商环境', '政务'],
    scene: 'abstract',
  },
  {
    title: '市人大常委会审议通过海岸带保护条例',
    lead: '市人大常委会第二十次会议表决通过《澜海市海岸带保护条例》，条例将于明年三月一日起施行。',
    body: [
      '条例划定了全市一百八十公里海岸线的保护范围，规定自然岸线保有率不得低于百分之四十，严格限制围填海和近岸采砂。',
      '条例起草期间，常委会先后到青屿岛和望潮湿地调研，征集到市民和专家意见三百余条，其中六十条被吸收进条文。',
    ],
    tags: ['海岸带', '生态', '政务'],
    scene: 'coast',
  },
  {
    title: '“一网通办”再扩容 新增两百项高频事项',
    lead: '市政务服务中心发布消息，“一网通办”平台新增两百项高频服务事项，群众办事“最多跑一次”事项占比达到98%。',
    body: [
      '新增事项包括公积金提取、不动产登记查询和新生儿落户等，其中一百二十项可以在手机上全程办理，不用再到窗口。',
      '政务服务中心同时开设“办不成事”反映窗口，群众在网上或窗口办事遇到困难，可以在这里找专人协调解决。',
    ],
    tags: ['一网通办', '政务'],
    scene: 'abstract',
  },
  {
    title: '全市基层治理工作推进会召开',
    lead: '全市基层治理工作推进会昨天召开，会议总结推广了网格化管理、社区议事会等一批基层治理创新经验。',
    body: [
      '会上，滨江街道介绍了“楼道议事会”的做法：居民在楼道里商量停车、加装电梯和绿化等小事，去年一共解决了四百多件。',
      '目前全市已划分基层网格三千二百个，每个网格配备一名专职网格员，今年以来共收集处理群众诉求八万余件。',
    ],
    tags: ['基层治理', '政务'],
    scene: 'skyline',
  },
  {
    title: '澜海与三座友好城市签署合作备忘录',
    lead: '在昨天举行的沿海城市合作论坛上，澜海与三座友好城市签署合作备忘录，将在港口物流、文化旅游和人才交流等方面深化合作。',
    body: [
      '根据备忘录，四座城市将互设旅游推广中心，共同开发海上旅游线路，并每年互派一百名青年人才到对方城市交流学习。',
      '港口物流方面，四地港口将共享航线和船期信息，探索集装箱“一次报关、多港通行”，预计可为企业节省一成以上的物流成本。',
    ],
    tags: ['对外交流', '政务'],
    scene: 'coast',
  },
  {
    title: '市政协围绕“一老一小”开展专题协商',
    lead: '市政协日前召开专题协商会，围绕养老托育服务体系建设建言献策，委员们提出意见建议四十余条。',
    body: [
      '委员们调研发现，全市普惠托育机构的托位只能满足三成需求，建议利用社区用房和企业闲置场地新建一批托育点。',
      '养老方面，委员建议把社区食堂、日间照料中心和家庭医生签约服务结合起来，让老人在家门口就能得到照护。',
    ],
    tags: ['养老', '托育', '政务'],
    scene: 'abstract',
  },
  {
    title: '全市冬季征兵工作启动 报名截至下月底',
    lead: '我市冬季征兵工作日前正式启动，符合条件的适龄青年可通过全国征兵网报名，报名截止时间为下月三十日。',
    body: [
      '今年征兵重点吸收大学毕业生和理工类专业学生，大学生入伍可享受学费补偿、退役后考研加分等优待政策。',
      '报名后，应征青年将在户籍所在地或学校所在地参加体检和政治考核，体检站设在市第二人民医院。',
    ],
    tags: ['征兵', '政务'],
    scene: 'abstract',
  },
];

const zhEconomy: Story[] = [
  {
    title: '前三季度澜海GDP同比增长5.6% 增速居全省前列',
    lead: '市统计局昨天发布数据，前三季度全市实现地区生产总值四千二百亿元，同比增长5.6%，增速位居全省前列。',
    body: [
      '分产业看，第二产业增长6.8%，其中高技术制造业增长十二个百分点；第三产业增长5.1%，港口物流和软件服务业贡献最大。',
      '统计部门分析，新能源汽车产业园投产和海洋经济博览会的带动，使四季度经济有望保持平稳增长。',
    ],
    tags: ['经济数据', '经济'],
    scene: 'abstract',
  },
  {
    title: '新能源汽车产业园首台整车下线',
    lead: '位于望潮区的新能源汽车产业园迎来首台整车下线，项目全部达产后年产能可达二十万辆。',
    body: [
      '首台下线的是一款续航五百公里的纯电动轿车，电池、电机和车身结构件都在园区内配套生产，本地配套率达到六成。',
      '产业园已吸引上下游企业四十余家，预计全部达产后可提供就业岗位一万两千个，年产值超过三百亿元。',
    ],
    tags: ['新能源汽车', '制造业', '经济'],
    scene: 'abstract',
  },
  {
    title: '澜海跨境电商进出口额突破三百亿元',
    lead: '今年以来，我市跨境电商进出口额突破三百亿元，同比增长27%，已培育年交易额超亿元企业四十余家。',
    body: [
      '出口商品中，家居用品、小家电和服装位居前三，欧美和东南亚是主要市场；进口商品以母婴用品和食品为主。',
      '澜海海关在综合保税区设立跨境电商监管中心，包裹通关时间从两天缩短到两小时，每天可处理包裹三十万件。',
    ],
    tags: ['跨境电商', '外贸', '经济'],
    scene: 'coast',
  },
  {
    title: '首届海洋经济博览会开幕 签约项目金额超百亿',
    lead: '首届澜海海洋经济博览会昨天开幕，来自二十多个国家和地区的六百余家企业参展，开幕当天签约项目金额超过一百亿元。',
    body: [
      '博览会设有海洋装备、海洋生物医药、海洋渔业和滨海旅游四个展区，一艘国产深远海养殖工船模型吸引了大批观众。',
      '开幕当天签约的二十八个项目中，海上风电和海洋生物医药项目金额最大，多数将落户澜海临港产业园。',
    ],
    tags: ['海洋经济博览会', '经济'],
    scene: 'coast',
  },
  {
    title: '小微企业贷款利率再降 普惠金融覆盖面扩大',
    lead: '记者从金融监管部门获悉，我市普惠型小微企业贷款平均利率降至4.1%，较年初下降0.3个百分点。',
    body: [
      '截至九月末，全市普惠型小微企业贷款余额一千一百亿元，比年初增长一成八，贷款户数增加一万二千户。',
      '多家银行推出了不用抵押的“信用快贷”，企业凭纳税和用电记录在手机上申请，最快十分钟就能放款。',
    ],
    tags: ['普惠金融', '金融', '经济'],
    scene: 'abstract',
  },
  {
    title: '“澜海制造”新品发布 智能装备走向海外',
    lead: '在昨天举行的“澜海制造”新品发布会上，本土企业发布了十二款智能装备新品，其中多款产品已获得海外订单。',
    body: [
      '发布的新品包括港口自动化吊具、海上风电运维机器人和智能注塑机等，其中风电运维机器人已签下欧洲客户的订单。',
      '市经信局介绍，今年全市规模以上装备制造企业研发投入同比增长两成，新产品产值占比提高到三成。',
    ],
    tags: ['制造业', '经济'],
    scene: 'abstract',
  },
  {
    title: '消费季活动启动 千万元消费券分批发放',
    lead: '澜海秋冬消费季活动昨天启动，市商务局将分批发放总额一千万元的消费券，覆盖餐饮、零售、文旅等领域。',
    body: [
      '消费券分五批在澜海日报客户端发放，每周五上午十点开抢，满一百元减二十元，每人每批限领一张。',
      '消费季期间，中山路商圈和渔港夜市将举办美食节和夜间集市，全市五百余家商户参与让利活动。',
    ],
    tags: ['消费', '经济'],
    scene: 'skyline',
  },
  {
    title: '澜海自贸片区新增企业两千家',
    lead: '澜海自贸片区挂牌以来累计新增企业两千余家，其中外资企业一百三十家，实际利用外资同比增长两成。',
    body: [
      '片区先后推出了船舶登记、国际中转集拼等四十项制度创新，其中“保税燃油加注”一项就为港口新增年产值二十亿元。',
      '新入驻的企业中，航运服务、跨境贸易和数字经济类企业占了七成，片区内已形成一条完整的航运服务产业链。',
    ],
    tags: ['自贸片区', '外贸', '经济'],
    scene: 'coast',
  },
  {
    title: '数字经济核心产业增加值占比提升至12%',
    lead: '数据显示，我市数字经济核心产业增加值占地区生产总值比重提升至12%，软件和信息服务业营收保持两位数增长。',
    body: [
      '全市软件和信息服务业前三季度营收六百亿元，同比增长十四个百分点，工业互联网平台已连接设备二十万台。',
      '澜海科创走廊内的数字经济企业超过一千家，其中二十家年营收超过十亿元，一批港航物流软件已在全国推广。',
    ],
    tags: ['数字经济', '经济'],
    scene: 'abstract',
  },
  {
    title: '茶叶电商助农增收 云岭春茶线上卖出两千万元',
    lead: '云岭县茶农借助直播电商拓宽销路，今年春茶线上销售额达两千万元，带动当地八百余户茶农增收。',
    body: [
      '县里在茶园边建起了直播基地，培训了一百二十名“新农人”主播。茶农边采茶边直播，一场直播最多卖出三千单。',
      '茶农老周家的八亩茶园今年收入十二万元，比往年多了一半。“以前等收购商上门，现在订单自己来。”',
    ],
    tags: ['云岭茶', '乡村振兴', '经济'],
    scene: 'terraces',
  },
];

const zhCulture: Story[] = [
  {
    title: '澜海博物馆新馆开放 三千件文物首次集中亮相',
    lead: '澜海博物馆新馆今天正式对公众开放，首期推出六个基本陈列，三千余件馆藏文物首次集中与观众见面。',
    body: [
      '六个基本陈列从史前贝丘遗址讲到近代开埠，其中一艘宋代沉船的船体残骸和出水的两百件瓷器首次完整展出。',
      '新馆实行免费预约参观，每天限流八千人次。开馆首周每天安排六场免费讲解，市民可在澜海日报客户端报名。',
      '新馆位于滨江区文化中心，建筑面积四万二千平方米，外形取意于涨潮时的海浪。馆内设有文物修复室的玻璃观察窗，观众可以看到修复师工作的场景。',
      '馆长介绍，新馆今后每年将推出四个临时展览，明年春天的第一个特展将展出从青屿岛海域新发现的一批明代瓷器。',
    ],
    tags: ['博物馆', '文化'],
    scene: 'skyline',
  },
  {
    title: '原创舞剧《潮声》首演 讲述渔港百年故事',
    lead: '由澜海歌舞剧院创排的原创舞剧《潮声》昨晚在大剧院首演，用舞蹈语汇讲述了一座渔港的百年变迁。',
    body: [
      '舞剧分为“出海”“守望”“归航”三幕，编导用三年时间在老渔港采风，把补网、拉纤和鱼灯等劳动场景编进了舞段。',
      '首演结束时，全场观众起立鼓掌。不少老渔民的子女专程来看，一位观众说，第二幕让她想起了等父亲出海归来的夜晚。',
    ],
    tags: ['舞剧潮声', '文化'],
    scene: 'coast',
  },
  {
    title: '非遗市集走进社区 老手艺圈粉年轻人',
    lead: '周末，一场非遗市集在滨江社区举办，剪纸、竹编、鱼灯制作等二十余项非遗技艺吸引了大批年轻人驻足体验。',
    body: [
      '鱼灯制作摊位前排起了长队。传承人陈师傅手把手教大家用竹篾扎骨架、糊绵纸，一盏小鱼灯要做四十分钟。',
      '“老手艺要传下去，就得让年轻人喜欢。”陈师傅说，他们正在把鱼灯做成小夜灯和挂饰，在网上卖得很好。',
    ],
    tags: ['非遗', '文化'],
    scene: 'abstract',
  },
  {
    title: '澜海国际电影周落幕 二十部影片获推介',
    lead: '为期七天的澜海国际电影周昨晚落幕，本届电影周共展映中外影片八十余部，二十部影片获得推介。',
    body: [
      '本届电影周首次设立“海洋单元”，展映了十二部以海洋为题材的纪录片和故事片，场场满座。',
      '电影周期间还举办了青年导演创投会，六个项目获得扶持资金，其中两个项目将在澜海取景拍摄。',
    ],
    tags: ['电影周', '文化'],
    scene: 'skyline',
  },
  {
    title: '云岭古村入选传统村落名录',
    lead: '云岭县石门村日前入选中国传统村落名录，村内保存完好的明清建筑群将得到系统保护。',
    body: [
      '石门村依山而建，现存明清古民居四十二栋、古桥三座，村口一棵八百年的古樟是村民世代守护的“风水树”。',
      '县里将编制保护规划，修缮古民居时坚持用老工艺、老材料，同时引导村民发展民宿和研学，让古村留得住人。',
    ],
    tags: ['石门村', '传统村落', '文化'],
    scene: 'mountains',
  },
  {
    title: '全民阅读季启动 百场活动陪你读书',
    lead: '澜海全民阅读季昨天启动，未来三个月将在全市图书馆、书店和社区举办读书分享会、作家见面会等百余场活动。',
    body: [
      '阅读季首场活动邀请了本土作家讲述《澜海旧事》的写作过程，两百个座位提前三天就被预约一空。',
      '今年阅读季还推出“流动书车”，每周进社区、进工地、进渔村各一次，每车载书两千册，可以当场办证借书。',
    ],
    tags: ['阅读', '文化'],
    scene: 'abstract',
  },
  {
    title: '澜海交响乐团新音乐季开幕',
    lead: '澜海交响乐团新音乐季昨晚开幕，本季将推出三十场音乐会，首次设立青少年专场。',
    body: [
      '开幕音乐会演奏了德沃夏克《第九交响曲》和本土作曲家创作的交响诗《澜江》，返场曲目是观众熟悉的渔歌改编曲。',
      '乐团今年推出“学生票十元”政策，青少年专场还会在演出前安排乐器导赏，让孩子们近距离认识每一件乐器。',
    ],
    tags: ['交响乐', '文化'],
    scene: 'abstract',
  },
  {
    title: '老城区骑楼修缮完成 百年街巷焕发新颜',
    lead: '历时一年半修缮，老城区中山路骑楼街区修缮工程完工，六十余栋历史建筑重现昔日风貌。',
    body: [
      '修缮坚持“修旧如旧”，工匠们按照老照片复原了骑楼的廊柱和山花，拆下的旧砖瓦清洗后重新用回原处。',
      '街区里的老字号全部回迁，还新开了一家骑楼历史展馆。一家经营了七十年的鱼丸店重新开张，门口又排起了长队。',
    ],
    tags: ['骑楼', '城市更新', '文化'],
    scene: 'skyline',
  },
];

const zhTravel: Story[] = [
  {
    title: '青屿岛环岛公路开通 自驾看海更方便',
    lead: '全长三十二公里的青屿岛环岛公路日前全线通车，沿线设置了十个观景台，成为自驾游客的新去处。',
    body: [
      '环岛公路沿着海岸线修建，途经灯塔、渔村和沙滩，最美的一段在岛的东侧，公路紧贴礁石，涨潮时浪花就在脚下。',
      '交通部门提醒，环岛公路限速四十公里，节假日车流量大，游客可以在轮渡码头换乘环岛观光巴士。',
    ],
    tags: ['青屿岛', '交通', '文旅'],
    scene: 'coast',
  },
  {
    title: '云岭梯田迎来最佳观赏期 游客量同比增三成',
    lead: '随着气温转凉，云岭梯田进入一年中最佳观赏期，近一周接待游客量同比增长三成。',
    body: [
      '云岭梯田总面积一万两千亩，最高处海拔九百米，清晨云雾在梯田间流动，是摄影爱好者最喜欢的时刻。',
      '景区在三处观景台之间开通了接驳车，并提醒游客不要踩踏田埂。村民在观景台旁摆摊卖新米和山货，一天能卖几百元。',
    ],
    tags: ['云岭梯田', '文旅'],
    scene: 'terraces',
  },
  {
    title: '澜海推出十条冬季旅游精品线路',
    lead: '市文旅局发布十条冬季旅游精品线路，涵盖温泉养生、海岛观鸟、古村民宿等主题。',
    body: [
      '线路中，“望潮湿地观鸟一日游”和“云岭温泉两日游”最受关注，文旅局联合旅行社推出了半价体验团。',
      '每条线路都附有交通、住宿和用餐建议，市民可以在澜海日报客户端的“文旅”栏目查看详细行程。',
    ],
    tags: ['冬季旅游', '文旅'],
    scene: 'mountains',
  },
  {
    title: '渔港夜市升级开放 海鲜大排档有了新规矩',
    lead: '升级改造后的老渔港夜市重新开放，所有摊位明码标价、统一称重，市民游客吃得放心。',
    body: [
      '夜市一百二十个摊位统一了招牌和油烟净化设备，海鲜按斤标价，顾客可以到公平秤复核，缺一两赔十两。',
      '开市第一晚，夜市从傍晚六点一直热闹到凌晨。外地游客刘先生说，花一百五十元吃到了三样海鲜，“价格透明，吃得安心”。',
    ],
    tags: ['渔港夜市', '文旅'],
    scene: 'coast',
  },
  {
    title: '观鸟季到来 数万只候鸟飞抵望潮湿地',
    lead: '入冬以来，数万只候鸟陆续飞抵望潮湿地越冬，其中包括黑脸琵鹭等珍稀鸟类。',
    body: [
      '湿地保护站的监测显示，今年已记录到候鸟八十六种，黑脸琵鹭有四十二只，比去年多了十一只。',
      '保护站在湿地外围设了三处观鸟屋，免费提供望远镜。工作人员提醒，观鸟时请保持安静，不要投喂，也不要使用无人机。',
    ],
    tags: ['望潮湿地', '候鸟', '文旅'],
    scene: 'coast',
  },
  {
    title: '民宿集群带火乡村游 石门村客房一房难求',
    lead: '依托古村资源发展起来的民宿集群带火了乡村游，石门村周末客房入住率超过九成。',
    body: [
      '石门村现有民宿三十六家，大多由闲置的老屋改造而成，村里成立了民宿合作社，统一定价、统一培训。',
      '在外打工十年的村民小吴回村开了一家民宿，五间客房周末全部订满。“在家门口挣钱，还能照顾老人。”他说。',
    ],
    tags: ['石门村', '乡村振兴', '文旅'],
    scene: 'mountains',
  },
  {
    title: '澜海入选“最受欢迎海滨城市”',
    lead: '在日前发布的年度旅游城市榜单中，澜海入选“最受欢迎海滨城市”，游客满意度位居前列。',
    body: [
      '榜单综合了游客评价、交通便利度和旅游服务质量等指标，澜海在“海滨休闲”和“美食体验”两项得分最高。',
      '今年以来全市接待游客四千六百万人次，滨江步道、青屿岛和渔港夜市是游客打卡最多的三个地方。',
    ],
    tags: ['文旅'],
    scene: 'coast',
  },
  {
    title: '邮轮母港复航 首航吸引两千名游客',
    lead: '澜海国际邮轮母港恢复运营，首航邮轮搭载两千余名游客启程，开启为期五天的海上之旅。',
    body: [
      '首航邮轮将停靠两座海岛城市，船上设有剧场、图书馆和儿童乐园，近三成游客是带着孩子的家庭。',
      '邮轮母港同步启用了新的出入境查验系统，游客刷证件和人脸就能通关，两千人登船只用了一个半小时。',
    ],
    tags: ['邮轮', '交通', '文旅'],
    scene: 'coast',
  },
];

const zhSports: Story[] = [
  {
    title: '澜海马拉松鸣枪开跑 三万名跑者奔跑在滨江',
    lead: '2026澜海马拉松今天上午鸣枪开跑，来自三十多个国家和地区的三万名跑者沿着滨江赛道奔跑。',
    body: [
      '全程马拉松赛道从市民广场出发，沿滨江步道向东，经澜江大桥折返，终点设在澜海体育中心，沿途设有二十个补给站。',
      '赛事组委会在沿线布置了两百名医护志愿者和八台救护车，赛道每隔两公里有一个医疗点。本报正在全程直播。',
    ],
    tags: ['澜海马拉松', '体育'],
    scene: 'skyline',
  },
  {
    title: '澜海海港队主场三比一逆转 锁定联赛前四',
    lead: '昨晚进行的联赛第二十八轮比赛中，澜海海港队主场三比一逆转对手，提前两轮锁定联赛前四。',
    body: [
      '上半场海港队先失一球，下半场主教练换上两名年轻球员，第五十八分钟扳平比分，随后又在十分钟内连进两球。',
      '主教练赛后说，球队在中场休息时调整了阵型，年轻队员的拼劲让他很满意。当晚体育场来了三万两千名观众。',
    ],
    tags: ['足球', '体育'],
    scene: 'skyline',
  },
  {
    title: '全民健身中心开放 游泳馆每天限流一千人',
    lead: '澜海全民健身中心今天起对市民开放，中心包括游泳馆、综合馆和室外运动场，游泳馆每天限流一千人。',
    body: [
      '游泳馆设有十条标准泳道和一个儿童戏水池，早上六点开门，晚上十点闭馆，单次票价十五元，学生半价。',
      '综合馆可以打篮球、羽毛球和乒乓球，市民在澜海日报客户端预约场地，每次最多预约两小时。',
    ],
    tags: ['全民健身', '体育'],
    scene: 'skyline',
  },
  {
    title: '澜海小将夺得帆船青少年锦标赛冠军',
    lead: '在刚刚结束的全国帆船青少年锦标赛上，澜海选手林晓帆获得女子帆板项目冠军。',
    body: [
      '十五岁的林晓帆九岁开始在青屿岛帆船基地训练，这是她第一次参加全国比赛。决赛当天海上风力五级，她在最后一轮反超对手。',
      '市帆船帆板队教练介绍，青屿岛基地每年培训青少年学员四百多人，已向省队输送了十二名运动员。',
    ],
    tags: ['帆船', '体育'],
    scene: 'coast',
  },
  {
    title: '社区篮球联赛开赛 两百支球队参加',
    lead: '第五届澜海社区篮球联赛昨天开赛，全市两百支社区球队将在三个月内进行八百余场比赛。',
    body: [
      '参赛球员从十六岁到六十二岁都有，有外卖骑手、医生，也有退休教师。比赛都安排在晚上和周末，不影响上班。',
      '联赛分为小组赛和淘汰赛，总决赛将在澜海体育中心举行，所有比赛都在澜海日报客户端公布赛程和比分。',
    ],
    tags: ['篮球', '全民健身', '体育'],
    scene: 'skyline',
  },
  {
    title: '澜海将承办明年全国龙舟锦标赛',
    lead: '记者从市体育局获悉，明年全国龙舟锦标赛将在澜海举办，比赛将在滨江水域进行。',
    body: [
      '比赛设在澜江大桥下游的一段直道水域，长一千米，两岸的滨江步道可以容纳数万名观众观赛。',
      '澜海有划龙舟的传统，全市现有民间龙舟队六十多支。体育局表示，将借这次比赛建设一座永久性的龙舟训练基地。',
    ],
    tags: ['龙舟', '体育'],
    scene: 'coast',
  },
  {
    title: '校园足球联赛收官 青屿实验小学夺冠',
    lead: '全市校园足球联赛小学组决赛昨天举行，青屿实验小学以二比零战胜对手夺得冠军。',
    body: [
      '青屿实验小学的足球队成立只有四年，队员每天放学后训练一个小时。决赛中，四年级的小前锋打进了两个球。',
      '本届校园足球联赛共有一百四十所学校参加，比赛场次超过一千场，不少家长每个周末都到场边为孩子加油。',
    ],
    tags: ['足球', '校园体育', '体育'],
    scene: 'skyline',
  },
  {
    title: '百公里海岸骑行赛举行 千名骑手环海竞速',
    lead: '首届澜海百公里海岸骑行赛今天举行，一千余名骑手沿海岸线竞速，沿途美景尽收眼底。',
    body: [
      '赛道从澜海湾出发，经青屿岛跨海大桥和环岛公路，最后回到滨江区，全程一百零二公里，爬升八百米。',
      '男子组冠军用时二小时四十八分。骑手们说，环岛公路东段风大，但海景让人忘了疲惫。',
    ],
    tags: ['骑行', '体育'],
    scene: 'coast',
  },
  {
    title: '澜海体育公园提升改造 新增智能健身设施',
    lead: '澜海体育公园提升改造完成，新增智能健身器材、步道和儿童游乐区，全天免费开放。',
    body: [
      '公园里新装的智能健身器材可以记录运动时长和消耗的热量，市民扫码就能在手机上看到自己的锻炼记录。',
      '改造后的环形步道长两公里半，铺设了塑胶跑道，夜间有照明。附近的居民说，晚上来跑步的人比以前多了一倍。',
    ],
    tags: ['全民健身', '体育'],
    scene: 'skyline',
  },
  {
    title: '围棋名人赛澜海站开赛',
    lead: '围棋名人赛澜海站比赛昨天开赛，十六位职业棋手将展开为期三天的角逐。',
    body: [
      '比赛在骑楼街区的一座百年老宅里举行，对局通过大屏幕直播，每天有职业棋手在旁边讲解。',
      '赛事期间还举办了少儿围棋公开赛，六百多名小棋手报名参赛，年龄最小的只有五岁。',
    ],
    tags: ['围棋', '体育'],
    scene: 'abstract',
  },
];

const zhOpinion: Story[] = [
  {
    title: '澜海观察｜让“口袋公园”装满民生温度',
    lead: '城市的温度，往往藏在细节里。一座座小而美的口袋公园，拉近的是城市与市民之间的距离。',
    body: [
      '口袋公园的好，在于它就在家门口。与其修建一座需要驱车前往的大公园，不如把街角的空地变成老人下棋、孩子玩耍的地方。',
      '建好之后更要管好。座椅坏了有没有人修，树木有没有人养，决定了这些公园能不能一直装满温度。',
    ],
    tags: ['口袋公园', '评论'],
    scene: 'abstract',
  },
  {
    title: '评论｜夜间公交延时，延长的是城市的善意',
    lead: '夜间公交增开线路、延长运营，看似是一项小举措，却照顾到了夜班工作者和晚归市民的出行需求。',
    body: [
      '城市的夜晚并不只属于消费和娱乐，还属于护士、厨师和保安。为他们多开一班车，是一座城市应有的体贴。',
      '线路开起来之后，还要根据客流及时调整。多听听夜里等车的人怎么说，善意才能落到每一个站台上。',
    ],
    tags: ['公交', '评论'],
    scene: 'abstract',
  },
  {
    title: '时评｜别让“适老化改造”停留在表面',
    lead: '适老化改造是一项系统工程，既要解决有没有的问题，更要解决好不好用的问题。',
    body: [
      '扶手装了，但高度不合适；坡道修了，但坡度太陡。这样的改造，看起来完成了任务，老人却用不上。',
      '改造之前，不妨请老人一起来挑毛病。让使用的人参与设计，才能把钱花在刀刃上。',
    ],
    tags: ['养老', '评论'],
    scene: 'abstract',
  },
  {
    title: '澜海观察｜老城更新要留住“烟火气”',
    lead: '老城区的魅力，在于那些熟悉的街巷和人情味。城市更新不能一拆了之，而要在延续中焕新。',
    body: [
      '中山路骑楼修缮后，老字号全部回迁，鱼丸店门口又排起了长队。这说明，老城更新最珍贵的不是建筑，而是生活在里面的人。',
      '更新不是把老城变成景区。留住原住民，留住小店，老城才不会只剩下一条拍照的街。',
    ],
    tags: ['骑楼', '城市更新', '评论'],
    scene: 'abstract',
  },
  {
    title: '评论｜以更优营商环境激发市场活力',
    lead: '营商环境只有更好，没有最好。持续优化营商环境，就是要让企业办事更省心、发展更安心。',
    body: [
      '企业开办一天办结，是看得见的进步；而政策稳定、执法公正，是企业更看重的“软环境”。',
      '衡量营商环境好不好，最终要听企业怎么说。把企业的烦心事当成自己的事来办，市场活力自然会迸发出来。',
    ],
    tags: ['营商环境', '评论'],
    scene: 'abstract',
  },
  {
    title: '时评｜垃圾分类积分制，激励更要长效',
    lead: '积分兑换让垃圾分类有了“获得感”，但要真正形成习惯，还需要制度设计的长效化。',
    body: [
      '积分换米面油，调动了不少居民的积极性。但如果兑换的东西越来越少，热情也可能随之降温。',
      '激励之外，还要让分类后的垃圾真正分类处理。居民看到自己分好的垃圾没有被混装，才会一直分下去。',
    ],
    tags: ['垃圾分类', '评论'],
    scene: 'abstract',
  },
  {
    title: '澜海观察｜社区食堂是一道民生“必答题”',
    lead: '一份热饭热菜，承载的是老年人对美好生活的期待，也考验着城市治理的精细化水平。',
    body: [
      '十元一餐，既要让老人吃得起，也要让食堂开得下去。财政补贴之外，引入专业餐饮企业运营不失为一条路。',
      '社区食堂不只是吃饭的地方，也是老人们说话的地方。把它办成社区的客厅，这道题才算答好了。',
    ],
    tags: ['社区食堂', '养老', '评论'],
    scene: 'abstract',
  },
  {
    title: '评论｜全民阅读，让城市更有书香气质',
    lead: '一座城市的气质，与阅读息息相关。让阅读成为生活方式，城市才会更有内涵。',
    body: [
      '深夜的城市书房里仍有读者，流动书车开进了工地和渔村，这些场景比任何口号都更能说明一座城市的气质。',
      '推广阅读，重要的不是办了多少场活动，而是有多少人真正拿起了书。让书离人近一点，再近一点。',
    ],
    tags: ['阅读', '评论'],
    scene: 'abstract',
  },
];

const zhHome: Story[] = [
  {
    title: '[=x1]澜海发布未来五年城市发展规划纲要',
    lead: '《澜海市城市发展规划纲要》昨天正式发布，提出建设现代化滨海城市的总体目标和十二项重点任务。',
    body: [
      '纲要提出，到2031年，全市常住人口达到五百八十万，轨道交通运营里程超过二百公里，建成区绿化覆盖率保持在百分之四十以上。',
      '十二项重点任务包括建设澜海湾大桥和地铁环线、打造临港先进制造业基地、完成老城区有机更新等，其中一半与民生直接相关。',
      '在空间布局上，纲要提出“一湾两岸三城”：以澜海湾为核心，滨江区和青屿区隔湾相望，老城、科创新城和临港新城各有分工。老城以保护和更新为主，不再新增大规模开发。',
      '交通方面，地铁5号线、6号线和环线将在五年内陆续建成，澜海湾大桥通车后，青屿岛与主城区的车程缩短到十五分钟。纲要还提出，中心城区公共交通出行比例要达到六成。',
      '纲要编制历时两年，其间召开座谈会四十余场，网上征集市民意见一万三千条。市发改委负责人表示，纲要确定的任务将逐项分解到年度计划，每年向市民公布进展。',
    ],
    tags: ['城市规划', '发展'],
    scene: 'skyline',
  },
  {
    title: '全市重点项目集中开工 总投资超八百亿元',
    lead: '我市今年第四批重点项目昨天集中开工，共七十六个项目，总投资超过八百亿元，涵盖先进制造、基础设施和社会民生等领域。',
    body: [
      '开工项目中，投资最大的是临港新能源电池基地，总投资一百二十亿元；民生类项目有二十三个，包括两所医院和五所学校。',
      '市发改委介绍，今年全市重点项目已累计完成投资一千六百亿元，完成年度计划的百分之八十五。',
    ],
    tags: ['重点项目', '发展'],
    scene: 'skyline',
  },
  {
    title: '澜海科创走廊建设提速 新引进研发机构二十家',
    lead: '澜海科创走廊建设持续提速，今年以来新引进高水平研发机构二十家，集聚各类科技人才一万余人。',
    body: [
      '科创走廊从澜海大学一直延伸到临港产业园，全长十八公里，沿线已集聚高新技术企业九百余家。',
      '新引进的研发机构中，有六家专注海洋科技，一家深海装备研究院已在走廊内建成国内最大的深水试验池。',
    ],
    tags: ['科技创新', '发展'],
    scene: 'skyline',
  },
  {
    title: '“澜海人才码”上线 一码享受三十项服务',
    lead: '“澜海人才码”正式上线，各类人才凭码可享受安居、子女入学、医疗保健等三十项便捷服务。',
    body: [
      '人才在澜海日报客户端或政务服务网申领人才码，系统自动核对学历和社保信息，符合条件的当天就能领到。',
      '凭码可以申请人才公寓、预约三甲医院专家号，子女入学也可以在线办理，不用再跑多个部门。',
    ],
    tags: ['人才', '发展'],
    scene: 'abstract',
  },
  {
    title: '冬季供暖准备就绪 热线24小时受理报修',
    lead: '记者从市城管局获悉，今年冬季供暖准备工作已全部就绪，供暖服务热线二十四小时受理市民报修。',
    body: [
      '今年全市集中供暖面积达到六千八百万平方米，比去年新增三百万平方米。供暖管网已完成打压试水，更换老旧管道四十公里。',
      '市民家中暖气不热，可以拨打供暖服务热线或在客户端报修，维修人员接单后两小时内上门。',
    ],
    tags: ['供暖', '民生实事'],
    scene: 'abstract',
  },
  {
    title: '澜海湾大桥主塔封顶 明年建成通车',
    lead: '澜海湾大桥主塔昨天顺利封顶，大桥全长八点六公里，建成后从滨江区到青屿岛的车程将缩短至十五分钟。',
    body: [
      '主塔高二百一十米，是目前省内最高的桥塔。施工团队在海上连续作业十四个月，克服了台风和大潮的影响。',
      '接下来将进行钢箱梁吊装，全桥预计明年六月合龙、年底建成通车。届时，青屿岛将告别只靠轮渡进出的历史。',
    ],
    tags: ['澜海湾大桥', '交通'],
    scene: 'coast',
  },
  {
    title: '全市医疗机构推行检查结果互认',
    lead: '从下月起，全市二级以上医疗机构将推行一百二十项检查检验结果互认，减少患者重复检查。',
    body: [
      '互认项目包括血常规、胸部CT和心电图等，患者在一家医院做的检查，到另一家医院就诊时医生可以直接调阅。',
      '市卫健委测算，检查结果互认每年可为患者节省费用约三亿元，看一次病平均少跑半天。',
    ],
    tags: ['医疗', '民生实事'],
    scene: 'abstract',
  },
  {
    title: '澜海获评国家生态园林城市',
    lead: '在日前公布的名单中，澜海被命名为国家生态园林城市，全市建成区绿化覆盖率达到43%。',
    body: [
      '近五年来，我市新建和改造公园绿地一千二百公顷，建成绿道六百公里，市民出门三百米就能见到绿地。',
      '评审专家特别提到了澜海的海岸带生态修复，新种下的红树林让望潮湿地的候鸟数量逐年增加。',
    ],
    tags: ['生态', '发展'],
    scene: 'mountains',
  },
  {
    title: '“澜海早餐工程”惠及百万市民',
    lead: '我市“早餐工程”实施三年来，已建成标准化早餐网点一千二百个，每天为百万市民提供便捷早餐。',
    body: [
      '早餐网点大多设在地铁口、公交站和医院附近，早上六点开门，包子、豆浆和鱼丸汤都有，一份早餐五到八元。',
      '每个网点都有统一的食品安全标准，食材由中央厨房配送，市场监管部门每月抽检一次。',
    ],
    tags: ['早餐工程', '民生实事'],
    scene: 'skyline',
  },
  {
    title: '澜海入选全国首批城市更新示范城市',
    lead: '住房城乡建设部日前公布首批城市更新示范城市名单，澜海成功入选。',
    body: [
      '近三年，全市改造老旧小区三百二十个，修缮历史建筑一百四十栋，中山路骑楼街区的修缮被列为典型案例。',
      '入选后，我市将获得中央财政资金支持，未来三年计划再改造老旧小区二百个，完成老城区三片历史街区的更新。',
    ],
    tags: ['城市更新', '发展'],
    scene: 'skyline',
  },
  {
    title: '市民热线三季度办结诉求十五万件',
    lead: '三季度，市民服务热线共受理群众诉求十六万件，办结十五万件，群众满意率达到96%。',
    body: [
      '诉求最集中的是物业管理、道路交通和噪声扰民三类，占总量的四成。热线对每件诉求都在办结后回访。',
      '对反映集中的问题，热线每月形成报告送相关部门，三季度据此推动解决了二十三个小区的停车难问题。',
    ],
    tags: ['市民热线', '政务'],
    scene: 'abstract',
  },
  {
    title: '澜海首个“零碳社区”建成',
    lead: '我市首个“零碳社区”在青屿区建成，社区通过屋顶光伏、储能设施和智慧能源管理实现碳排放“近零”。',
    body: [
      '社区四十栋楼的屋顶全部铺上了光伏板，年发电量二百万千瓦时，白天用不完的电存进储能站，晚上再用。',
      '居民在手机上就能看到自家的用电和碳排放情况，节约的电量可以换成积分，在社区超市兑换商品。',
    ],
    tags: ['零碳', '生态'],
    scene: 'skyline',
  },
  {
    title: '港城融合发展论坛举行',
    lead: '港城融合发展论坛昨天在澜海举行，与会专家围绕港口转型升级和城市功能提升展开研讨。',
    body: [
      '专家们认为，老港区搬迁后腾出的岸线应当更多留给市民，建议把老码头改造成滨海公园和文化街区。',
      '港口集团介绍，老港区一期改造已经启动，三座老仓库将改建为航运博物馆和市民活动中心。',
    ],
    tags: ['港口', '发展'],
    scene: 'coast',
  },
  {
    title: '澜海推出“一件事一次办”二十项套餐服务',
    lead: '我市推出出生、入学、退休等二十项“一件事一次办”套餐服务，群众办事材料平均减少六成。',
    body: [
      '以“出生一件事”为例，新生儿的出生证明、户口登记、医保参保和社保卡申领合并办理，一次提交材料，五个工作日办完。',
      '“退休一件事”则把养老金申领、医保转换和公积金提取打包，退休人员不用再分别跑三个窗口。',
    ],
    tags: ['一网通办', '政务'],
    scene: 'abstract',
  },
  {
    title: '今冬明春菜篮子保供稳价措施出台',
    lead: '市发改委等部门联合出台今冬明春“菜篮子”保供稳价措施，确保主要农产品供应充足、价格基本稳定。',
    body: [
      '措施要求全市常年蔬菜基地保持在八万亩以上，储备冬季蔬菜一万吨、猪肉两千吨，遇到寒潮和节日及时投放。',
      '全市一百家平价商店将对二十种常用蔬菜实行低于市场均价一成的价格，价格每天在客户端公布。',
    ],
    tags: ['菜篮子', '民生实事'],
    scene: 'terraces',
  },
  {
    title: '澜海新增三条国际航线',
    lead: '澜海国际机场本月新增三条国际航线，目前已开通国际及地区航线二十八条。',
    body: [
      '新开通的三条航线分别飞往东南亚的两座城市和中东的一座枢纽城市，每周各执飞四班。',
      '机场今年旅客吞吐量预计达到一千八百万人次，新航站楼的国际区正在扩建，明年投入使用。',
    ],
    tags: ['航线', '交通'],
    scene: 'skyline',
  },
  {
    title: '全市中小学推行课后服务“5+2”模式',
    lead: '全市义务教育学校全面推行课后服务“5+2”模式，课后服务覆盖率达到100%。',
    body: [
      '“5+2”是指每周五天、每天至少两小时的课后服务，内容包括作业辅导、体育锻炼和兴趣社团，家长自愿报名。',
      '青屿实验小学开设了足球、编程和鱼灯制作等四十个社团。一位家长说，孩子放学后在学校写完作业再回家，全家都轻松了。',
    ],
    tags: ['教育', '民生实事'],
    scene: 'skyline',
  },
  {
    title: '澜海海岸带生态修复成效显著',
    lead: '经过三年生态修复，澜海海岸带新增红树林一千二百亩，近岸海域水质优良比例提升至92%。',
    body: [
      '修复工程拆除了沿岸的废弃养殖塘，恢复了十八公里自然岸线。新种下的红树林已经长到一人多高。',
      '生态环境部门监测显示，修复区内的底栖生物种类比三年前增加了一倍，来这里越冬的候鸟也越来越多。',
    ],
    tags: ['海岸带', '生态'],
    scene: 'coast',
  },
  {
    title: '澜海科技馆新馆奠基',
    lead: '澜海科技馆新馆昨天奠基，新馆建筑面积六万平方米，预计三年后建成开放。',
    body: [
      '新馆位于科创走廊南端，设计灵感来自海浪，将设置海洋科技、航天和人工智能等八个常设展厅。',
      '新馆建成后将免费向中小学生开放，每年可接待观众二百万人次，老馆将改为青少年科学实践中心。',
    ],
    tags: ['科技馆', '科教'],
    scene: 'skyline',
  },
  {
    title: '2026年澜海民生实事项目完成过半',
    lead: '今年确定的三十项民生实事项目已完成过半，其余项目正按计划加快推进。',
    body: [
      '已完成的项目包括社区食堂街道全覆盖、首批二十座口袋公园和四十家城市书房升级等，加装电梯已完工三百一十二部。',
      '尚在推进的项目中，青屿区三所新学校和夜间公交新线路将在年内完成，市政府将在年底向市民报告全部项目的完成情况。',
    ],
    tags: ['民生实事'],
    scene: 'skyline',
  },
];

const zhScience: Story[] = [
  {
    title: '澜海大学海洋实验室获批国家重点实验室',
    lead: '澜海大学海洋生态与环境实验室日前获批建设国家重点实验室，将重点开展近海生态修复和海洋碳汇研究。',
    body: [
      '实验室现有科研人员一百二十人，拥有一艘三千吨级海洋科考船，过去五年在近海红树林碳汇研究上取得了多项成果。',
      '实验室主任介绍，今后将与望潮湿地和海岸带修复工程合作，把研究成果直接用在澜海的海岸线上。',
    ],
    tags: ['澜海大学', '科研', '科教'],
    scene: 'coast',
  },
  {
    title: '全市首个人工智能教育基地揭牌',
    lead: '全市首个中小学人工智能教育基地在青屿实验中学揭牌，今后将面向全市学生开放编程和机器人课程。',
    body: [
      '基地有机器人实验室、编程教室和无人机训练场，每周六向全市中小学生开放，学生通过学校报名，课程免费。',
      '揭牌当天，初二学生展示了自己编程的垃圾分类机器人，它能识别瓶子、纸盒和果皮，分别放进不同的桶里。',
    ],
    tags: ['人工智能', '教育', '科教'],
    scene: 'abstract',
  },
  {
    title: '澜海科技周开幕 百余项成果集中展示',
    lead: '2026澜海科技周昨天开幕，一百二十余项科技成果集中亮相，其中不少来自本地高校和企业。',
    body: [
      '展区里，一台水下机器人在水池中演示海底电缆巡检，一套港口无人集卡系统吸引了不少市民驻足。',
      '科技周期间，全市六十个社区科普站同步开放，科研人员走进社区讲解海洋、航天和健康知识。',
    ],
    tags: ['科技周', '科教'],
    scene: 'abstract',
  },
  {
    title: '职业院校新设低空经济专业',
    lead: '澜海职业技术学院新设无人机应用技术等低空经济相关专业，今年首批招生两百人。',
    body: [
      '新专业与本地无人机企业联合培养，学生第二年就进入企业实训，学习航拍测绘、电力巡检和物流配送等技能。',
      '学院负责人说，本地低空经济企业今年的人才缺口超过一千人，首批学生还没毕业，就已经有企业来预订了。',
    ],
    tags: ['职业教育', '教育', '科教'],
    scene: 'abstract',
  },
  {
    title: '中学生团队研发净滩机器人获国际奖项',
    lead: '澜海一中学生团队研发的净滩机器人在国际青少年科技创新大赛中获得一等奖。',
    body: [
      '这台机器人像一辆小型沙滩车，能在沙滩上识别并捡起塑料瓶和烟头，一小时能清理一千平方米的海滩。',
      '团队的五名高二学生利用周末在青屿岛海滩测试了一年多。他们说，最初的想法来自一次海滩清洁志愿活动。',
    ],
    tags: ['青少年科创', '科教'],
    scene: 'coast',
  },
  {
    title: '社区科普站覆盖全部街道',
    lead: '我市已建成社区科普站六十个，实现街道全覆盖，每年开展科普活动两千余场。',
    body: [
      '科普站大多设在社区服务中心里，有天文望远镜、显微镜和互动展品，周末还有大学生志愿者讲解。',
      '滨江街道科普站的“家庭实验课”最受欢迎，家长和孩子一起做实验，名额常常一放出来就被约满。',
    ],
    tags: ['科普', '科教'],
    scene: 'abstract',
  },
  {
    title: '澜海启动青少年近视防控行动',
    lead: '市教育局、市卫健委联合启动青少年近视防控行动，将为全市中小学生建立视力健康档案。',
    body: [
      '每学期，眼科医生将到学校为学生检查两次视力，结果记入健康档案，家长可以在手机上查看孩子的视力变化。',
      '学校还将保证学生每天在户外活动两小时，课间十分钟鼓励学生走出教室，并控制电子屏幕的使用时间。',
    ],
    tags: ['近视防控', '教育', '科教'],
    scene: 'abstract',
  },
  {
    title: '首批“澜海工匠”名单公布',
    lead: '首批五十名“澜海工匠”名单日前公布，他们来自先进制造、建筑、交通等多个行业。',
    body: [
      '入选者中，有在澜海湾大桥上焊了十四个月钢梁的焊工，也有修缮骑楼时复原老式灰塑的泥水匠。',
      '每位“澜海工匠”将获得五万元奖励，并领办一个技能大师工作室，每年带出至少五名徒弟。',
    ],
    tags: ['澜海工匠', '科教'],
    scene: 'abstract',
  },
  {
    title: '澜海图书馆推出古籍数字化平台',
    lead: '澜海图书馆古籍数字化平台上线，首批一千二百册馆藏古籍可在线免费阅览。',
    body: [
      '首批上线的古籍包括明清澜海县志、渔业文书和地方族谱，每一页都以高清图像呈现，还配有文字识别的全文检索。',
      '图书馆古籍部负责人说，不少古籍因为纸张脆弱多年不能借阅，数字化之后，研究者和普通读者都能随时翻看。',
    ],
    tags: ['古籍', '阅读', '科教'],
    scene: 'abstract',
  },
  {
    title: '高校毕业生留澜就业创业人数创新高',
    lead: '今年高校毕业生留澜就业创业人数达到六万二千人，创历史新高。',
    body: [
      '留澜毕业生中，进入先进制造和数字经济企业的占了四成。人才公寓和“澜海人才码”是毕业生提到最多的两项政策。',
      '今年全市还发放创业担保贷款三亿元，扶持大学生创业项目八百个，其中不少是跨境电商和文创项目。',
    ],
    tags: ['人才', '就业', '科教'],
    scene: 'skyline',
  },
];

const enCity: Story[] = [
  {
    title: 'Metro Line 5 breaks through, trial runs by year end',
    lead: 'The last tunnel boring machine of Lanhai Metro Line 5 broke through on Monday morning, completing the 18-station line that links Binjiang and Wangchao districts.',
    body: [
      'The 26-kilometre line crosses under the Lan River in a 1.2-kilometre tunnel, the hardest stretch to build. Track laying and three months of trial runs without passengers come next.',
      'Once it opens, the commute from Binjiang to Wangchao will fall from an hour to 35 minutes, with interchanges to Lines 1 and 3 at three stations.',
    ],
    tags: ['Metro', 'Year in review'],
    scene: 'skyline',
  },
  {
    title: 'Riverside walkway phase two opens to the public',
    lead: 'Ten more kilometres of riverside walkway opened on Saturday, with rest stations, waterfront decks and free book kiosks along the way.',
    body: [
      'The new stretch runs from the Lanjiang Bridge to the edge of the Wangchao wetland, with separate lanes for runners and cyclists and a water fountain every 500 metres.',
      '"I used to walk round and round my estate. Now the river is ten minutes away," said Ms Wang, who walks there with her daughter after dinner.',
    ],
    tags: ['Riverside walkway', 'Year in review'],
    scene: 'coast',
  },
  {
    title: 'Night buses extended to 1 am on six new routes',
    lead: 'The city bus group will run six new night routes from next month, covering the main shopping districts, hospitals and transport hubs.',
    body: [
      'The N-numbered routes will run every 20 minutes past the First People’s Hospital, the railway station and the Zhongshan Road shops, at daytime fares.',
      'A survey by the bus group found that seven in ten passengers after 10 pm are medical staff, restaurant workers or students heading home late.',
    ],
    tags: ['Buses', 'Transport'],
    scene: 'skyline',
  },
  {
    title: 'Typhoon Haiyan passes, 12,000 residents moved to safety',
    lead: 'Strong winds and heavy rain swept the city on Sunday as Typhoon Haiyan passed. About 12,000 coastal residents were moved ahead of the storm.',
    body: [
      'Gusts reached force 12 on Qingyu Island and an average of 130 millimetres of rain fell across the city. More than 2,000 fishing boats returned to port before the storm.',
      'By Monday morning, most of the 200 fallen street trees had been cleared, power was restored everywhere, and ferries were due to resume in the afternoon.',
    ],
    tags: ['Typhoon', 'Year in review'],
    scene: 'coast',
  },
  {
    title: 'Community canteens now in every neighbourhood',
    lead: 'With the opening of its last canteen in Yunling County, every neighbourhood in Lanhai now has a community canteen where older residents eat for about ten yuan.',
    body: [
      'The 106 canteens serve lunch and dinner with a menu that changes weekly. Residents who cannot get out can order by phone and have volunteers bring the meal.',
      'At the Binjiang canteen, 82-year-old Mr Zhang paid 9.5 yuan for braised fish, two vegetable dishes and soup. "Cheaper than cooking, and there is someone to talk to," he said.',
    ],
    tags: ['Community canteens', 'Year in review'],
    scene: 'skyline',
  },
  {
    title: 'Pocket parks bring green space within five minutes',
    lead: 'Twenty pocket parks built on idle street corners opened this month, putting a patch of green within a five-minute walk for thousands of residents.',
    body: [
      'Most are smaller than 1,000 square metres, built on lots left by demolished sheds or disused car parks. Neighbours voted on every design.',
      'On Zhongshan Road, the park kept two 60-year-old camphor trees, now shading benches and chess tables where older residents meet every day.',
    ],
    tags: ['Pocket parks'],
    scene: 'skyline',
  },
  {
    title: 'City libraries go round-the-clock',
    lead: 'Forty neighbourhood reading rooms reopened after upgrades this week, with self-service lending and night lighting that let card holders read at any hour.',
    body: [
      'The reading rooms share a catalogue with the city library, so books borrowed in one can be returned in any other. Each holds 3,000 to 5,000 books, refreshed monthly.',
      'At 11 pm on Zhongshan Road, a dozen readers were still there. A nurse coming off shift said she reads for half an hour before going home.',
    ],
    tags: ['Libraries', 'Reading'],
    scene: 'skyline',
  },
  {
    title: 'Lanhai Bay Bridge tower topped out',
    lead: 'The main tower of the 8.6-kilometre Lanhai Bay Bridge was topped out on Tuesday. The bridge will cut the drive to Qingyu Island to fifteen minutes.',
    body: [
      'At 210 metres, the tower is the tallest in the province. Crews worked at sea for fourteen months through typhoons and spring tides.',
      'Steel deck sections will be lifted into place next, with the two halves due to meet in June and traffic by the end of next year.',
    ],
    tags: ['Bay Bridge', 'Year in review'],
    scene: 'coast',
  },
  {
    title: "Hospitals to accept each other's test results",
    lead: "From next month, hospitals across the city will accept 120 kinds of each other's test results, sparing patients repeat examinations.",
    body: [
      'Blood counts, chest CT scans and ECGs are among the tests covered: a doctor at one hospital can open the results of a test done at another.',
      'The health commission estimates the change will save patients about 300 million yuan a year and half a day per visit.',
    ],
    tags: ['Health'],
    scene: 'abstract',
  },
  {
    title: 'Recycling points scheme lets residents earn groceries',
    lead: 'Residents who sort their waste correctly can now collect points and exchange them for rice, flour and cooking oil at neighbourhood service stations.',
    body: [
      'Attendants at each collection point check the sorting. Each correct drop earns two points, and 100 points buy a 2.5-kilogram bag of rice.',
      'In the pilot estates of Qingyu district, the share of kitchen waste sorted out rose from 30 to 60 percent in the first month.',
    ],
    tags: ['Recycling'],
    scene: 'abstract',
  },
  {
    title: 'Wetland welcomes tens of thousands of migrating birds',
    lead: 'Tens of thousands of migratory birds, including the rare black-faced spoonbill, have arrived at the Wangchao wetland for the winter.',
    body: [
      'Wardens have recorded 86 species so far this season, including 42 black-faced spoonbills, eleven more than last year.',
      'Three hides on the edge of the wetland lend binoculars free of charge. Visitors are asked to keep quiet, not to feed the birds and not to fly drones.',
    ],
    tags: ['Wetland', 'Year in review'],
    scene: 'coast',
  },
  {
    title: 'Lanhai named a national eco-garden city',
    lead: 'Lanhai has been named a national eco-garden city, with green cover reaching 43 percent of its built-up area.',
    body: [
      'Over five years the city has built or renewed 1,200 hectares of parks and 600 kilometres of greenways, putting green space within 300 metres of most homes.',
      'The judges singled out the restoration of the coastline, where newly planted mangroves have brought more wintering birds each year.',
    ],
    tags: ['Environment', 'Year in review'],
    scene: 'mountains',
  },
];

const enBusiness: Story[] = [
  {
    title: 'Lanhai economy grows 5.6% in first three quarters',
    lead: "Lanhai's economy grew 5.6 percent year on year in the first three quarters, among the fastest in the province, the city statistics bureau said.",
    body: [
      'Industry grew 6.8 percent, led by high-tech manufacturing, while services grew 5.1 percent on the back of port logistics and software.',
      'The bureau expects the new-energy vehicle park and the ocean economy expo to keep growth steady in the fourth quarter.',
    ],
    tags: ['Economy', 'Year in review'],
    scene: 'abstract',
  },
  {
    title: 'First car rolls off new-energy vehicle line',
    lead: 'The first car rolled off the line at the new-energy vehicle park in Wangchao district, which will make 200,000 vehicles a year at full capacity.',
    body: [
      'The first model is an electric saloon with a 500-kilometre range. Its batteries, motors and body parts are all made inside the park.',
      'More than forty suppliers have moved in, and the park is expected to employ 12,000 people when it runs at full capacity.',
    ],
    tags: ['Electric vehicles', 'Economy'],
    scene: 'abstract',
  },
  {
    title: 'Cross-border e-commerce tops 30 billion yuan',
    lead: 'Cross-border e-commerce trade passed 30 billion yuan so far this year, up 27 percent, with more than forty firms each trading over 100 million yuan.',
    body: [
      'Home goods, small appliances and clothing lead exports, mostly to Europe, North America and Southeast Asia; imports are mainly baby products and food.',
      'A customs centre in the bonded zone has cut parcel clearance from two days to two hours and handles 300,000 parcels a day.',
    ],
    tags: ['Trade', 'Economy'],
    scene: 'coast',
  },
  {
    title: 'Ocean economy expo signs deals worth 10 billion yuan',
    lead: 'The first Lanhai Ocean Economy Expo opened with more than 600 exhibitors from over twenty countries and regions, signing deals worth more than 10 billion yuan on day one.',
    body: [
      'Its four halls cover marine equipment, marine medicine, fisheries and coastal tourism. A model of a deep-sea fish-farming ship drew the biggest crowds.',
      'Offshore wind and marine medicine made up most of the 28 deals signed on the first day, many of them for the Lingang industrial park.',
    ],
    tags: ['Ocean economy expo', 'Economy'],
    scene: 'coast',
  },
  {
    title: 'Port container traffic hits record high',
    lead: 'Lanhai Port handled 6.8 million TEUs in the first ten months, up 9 percent, setting monthly records three months in a row.',
    body: [
      'Four new ocean routes opened this year, bringing weekly sailings to Southeast Asia and the Middle East to 26.',
      'The second automated terminal has raised crane productivity by 30 percent and cut the average stay of a large container ship to under 20 hours.',
    ],
    tags: ['Port', 'Economy', 'Year in review'],
    scene: 'coast',
  },
  {
    title: 'Tea farmers sell 20 million yuan of spring tea online',
    lead: 'Tea growers in Yunling County sold 20 million yuan worth of spring tea through livestreams this year, lifting the incomes of more than 800 households.',
    body: [
      'The county built a livestream base beside the tea gardens and trained 120 farmers as hosts. The best streams sold 3,000 orders at a time.',
      '"We used to wait for buyers to come. Now the orders come to us," said Mr Zhou, whose eight-mu garden earned 120,000 yuan this year.',
    ],
    tags: ['Tea', 'Economy'],
    scene: 'terraces',
  },
  {
    title: 'Small business loan rates fall again',
    lead: 'Average rates on inclusive loans to small businesses have fallen to 4.1 percent, down 0.3 percentage points since January.',
    body: [
      'Outstanding inclusive small-business loans reached 110 billion yuan at the end of September, up 18 percent since January.',
      'Several banks now offer unsecured quick loans based on tax and electricity records, approved on a phone in as little as ten minutes.',
    ],
    tags: ['Finance', 'Economy'],
    scene: 'abstract',
  },
  {
    title: 'Free trade zone adds 2,000 companies',
    lead: 'The Lanhai free trade zone has registered more than 2,000 new companies since it opened, including 130 foreign-invested firms.',
    body: [
      'The zone has introduced forty new rules, from ship registration to international transshipment; bonded fuel bunkering alone added 2 billion yuan of port business a year.',
      'Shipping services, cross-border trade and digital firms make up seven in ten of the newcomers.',
    ],
    tags: ['Trade', 'Economy'],
    scene: 'coast',
  },
];

const enCulture: Story[] = [
  {
    title: 'New Lanhai Museum opens with 3,000 relics on show',
    lead: 'The new Lanhai Museum opened to the public on Friday with six permanent galleries and more than 3,000 objects, many shown together for the first time.',
    body: [
      'The galleries run from prehistoric shell mounds to the opening of the port. The hull of a Song dynasty wreck and 200 porcelain pieces raised from it are shown whole for the first time.',
      'Entry is free with a booking, up to 8,000 visitors a day, and six free guided tours run daily in the first week.',
    ],
    tags: ['Lanhai Museum', 'Culture', 'Year in review'],
    scene: 'skyline',
  },
  {
    title: 'Dance drama "Tide" tells a fishing port\'s hundred years',
    lead: 'The Lanhai Song and Dance Theatre premiered its original dance drama "Tide" on Saturday night, telling a century of change in a fishing port.',
    body: [
      'Its three acts, Setting Sail, Waiting and Homecoming, turn net mending, rope hauling and fish lanterns into dance, after three years of research in the old harbour.',
      'The audience rose to its feet at the end. One woman said the second act reminded her of nights waiting for her father to come home from sea.',
    ],
    tags: ['Tide', 'Culture'],
    scene: 'coast',
  },
  {
    title: 'Craft fair wins over young visitors',
    lead: 'Paper cutting, bamboo weaving and fish-lantern making drew crowds of young people to an intangible heritage fair in Binjiang this weekend.',
    body: [
      'The longest queue was for fish lanterns: master Chen showed visitors how to bind a bamboo frame and paste on paper, forty minutes for a small lantern.',
      '"If old crafts are to live on, young people have to like them," he said. His workshop now makes lanterns as night lights, which sell well online.',
    ],
    tags: ['Heritage crafts', 'Culture'],
    scene: 'abstract',
  },
  {
    title: 'Old arcade street restored after 18 months',
    lead: 'Restoration of the Zhongshan Road arcade district in the old town is complete, returning more than sixty historic buildings to their former look.',
    body: [
      'Craftsmen rebuilt columns and gables from old photographs, and the old bricks and tiles were cleaned and put back where they came from.',
      'All the old shops have moved back in. A fish-ball shop that has traded for seventy years reopened to a queue outside its door.',
    ],
    tags: ['Arcade street', 'Culture', 'Year in review'],
    scene: 'skyline',
  },
  {
    title: 'Lanhai International Film Week closes',
    lead: 'The seven-day Lanhai International Film Week closed on Sunday after screening more than eighty films from China and abroad.',
    body: [
      'A new Ocean strand showed twelve documentaries and dramas about the sea, every screening full.',
      'A pitching session for young directors funded six projects, two of which will be shot in Lanhai.',
    ],
    tags: ['Film', 'Culture'],
    scene: 'skyline',
  },
  {
    title: 'Reading season brings 100 events to the city',
    lead: "Lanhai's reading season began this week, with more than a hundred talks and author meetings planned in libraries, bookshops and communities.",
    body: [
      'The first talk, by a local author on writing "Old Tales of Lanhai", filled its 200 seats three days in advance.',
      'This year a mobile library bus with 2,000 books visits a neighbourhood, a building site and a fishing village every week, issuing cards on the spot.',
    ],
    tags: ['Reading', 'Culture'],
    scene: 'abstract',
  },
];

export const desks = {
  zhHome,
  zhCity,
  zhPolitics,
  zhEconomy,
  zhCulture,
  zhTravel,
  zhSports,
  zhOpinion,
  zhScience,
  enCity,
  enBusiness,
  enCulture,
} as const;

export type DeskName = keyof typeof desks;

/** Stories that fill the special topics out, published in the days before the rest (so they lead no list). */
export const topicStories: { columnId: number; story: Story }[] = [
  {
    columnId: 21,
    story: {
      title: '地铁5号线18座车站站名公布',
      lead: '市轨道交通集团昨天公布地铁5号线18座车站的站名，其中“骑楼街”“望潮湿地”等站名来自市民征集。',
      body: [
        '站名征集活动历时一个月，共收到市民建议一万二千条。专家评审时坚持“以地名为主、好找好记”的原则。',
        '5号线的换乘站分别为市民广场站、澜江站和望潮站，可换乘1号线和3号线。',
      ],
      tags: ['地铁', '交通'],
      scene: 'skyline',
    },
  },
  {
    columnId: 21,
    story: {
      title: '盾构机穿越澜江 地铁5号线过江隧道掘进完成',
      lead: '地铁5号线过江隧道日前掘进完成，两台盾构机在澜江江底连续作业一百六十天，掘进一点二公里。',
      body: [
        '过江段隧道最深处位于江面以下四十二米，施工团队每天实时监测江底沉降，全程没有发生一次渗漏。',
        '为了不影响航运，施工期间澜江航道保持正常通航，每天有两百多艘船只从盾构机上方驶过。',
      ],
      tags: ['地铁', '交通'],
      scene: 'coast',
    },
  },
  {
    columnId: 21,
    story: {
      title: '地铁6号线一期工程开工 连接机场与科创走廊',
      lead: '澜海地铁6号线一期工程昨天开工，线路全长三十一公里，建成后将连接澜海国际机场与科创走廊。',
      body: [
        '6号线设站二十座，采用最高时速一百公里的快线列车，从机场到市中心只需二十五分钟。',
        '按照计划，6号线一期将在五年内建成，届时澜海地铁运营里程将超过二百公里。',
      ],
      tags: ['地铁', '交通'],
      scene: 'skyline',
    },
  },
  {
    columnId: 21,
    story: {
      title: '地铁施工期间滨江路交通调整 公交绕行三个月',
      lead: '因地铁5号线滨江站附属工程施工，滨江路部分路段将从下周一起实行交通调整，为期三个月。',
      body: [
        '调整期间，滨江路中山路口至澜江大桥段双向各封闭一条车道，途经的八条公交线路改走滨江支路。',
        '交警部门提醒，早晚高峰该路段车流较大，市民尽量选择地铁1号线或绕行滨江支路出行。',
      ],
      tags: ['地铁', '交通'],
      scene: 'skyline',
    },
  },
  {
    columnId: 12,
    story: {
      title: '澜海马拉松赛道公布 沿滨江串联十二处地标',
      lead: '2026澜海马拉松组委会公布了全程和半程马拉松赛道，赛道沿滨江串联市民广场、骑楼街和澜江大桥等十二处地标。',
      body: [
        '全程赛道起点在市民广场，向东沿滨江步道到望潮湿地后折返，再经澜江大桥到达终点澜海体育中心。',
        '组委会介绍，赛道全程平坦，最大落差不到二十米，适合跑者冲击个人最好成绩。',
      ],
      tags: ['澜海马拉松', '体育'],
      scene: 'skyline',
    },
  },
  {
    columnId: 12,
    story: {
      title: '马拉松比赛日部分道路交通管制',
      lead: '2026澜海马拉松比赛日当天，赛道沿线道路将从早上六点起分段实行交通管制，地铁1号线提前一小时运营。',
      body: [
        '管制路段将在最后一名选手通过后逐段解除，全部恢复通行预计在下午一点左右。',
        '交警部门建议市民当天尽量乘坐地铁出行，沿线居民驾车出门请提前规划路线。',
      ],
      tags: ['澜海马拉松', '交通', '体育'],
      scene: 'skyline',
    },
  },
  {
    columnId: 12,
    story: {
      title: '三千名志愿者服务澜海马拉松',
      lead: '2026澜海马拉松招募的三千名志愿者日前完成培训，比赛当天将在补给站、医疗点和终点区服务跑者。',
      body: [
        '志愿者中有一千二百名大学生，还有不少是往届参赛的跑者。每位志愿者都接受了急救和引导培训。',
        '滨江跑团的十二名成员今年选择当志愿者。“跑了五年，这次想站在路边给大家递一杯水。”团长说。',
      ],
      tags: ['澜海马拉松', '体育'],
      scene: 'skyline',
    },
  },
];

/** Image sets: the photographer's pictures of one scene, each with its caption. */
export const imageSets: { title: string; lead: string; tags: string[]; scene: Scene; captions: string[] }[] = [
  {
    title: '组图｜滨江步道二期开放，十公里沿江风光',
    lead: '滨江步道二期开放首日，从澜江大桥走到望潮湿地入口，看十公里沿江风光。',
    tags: ['滨江步道'],
    scene: 'coast',
    captions: [
      '清晨，跑步的市民沿着二期步道向东。',
      '亲水平台上，有人在看江面上的渡轮。',
      '步道边的共享书亭，书可以随手借走。',
      '傍晚的江面，对岸的灯光陆续亮起。',
      '休憩驿站里有饮水机和充电座。',
      '步道尽头，望潮湿地的芦苇已经泛黄。',
    ],
  },
  {
    title: '组图｜云岭梯田迎来最佳观赏期',
    lead: '入秋后的云岭梯田层层叠叠，清晨云雾在田间流动。',
    tags: ['云岭梯田'],
    scene: 'terraces',
    captions: [
      '日出时分，第一缕阳光照在梯田上。',
      '云雾漫过半山腰的梯田。',
      '村民在田埂上收晒稻谷。',
      '观景台上，摄影爱好者早早架好了相机。',
      '傍晚的梯田，层层田埂像一圈圈等高线。',
      '山脚下的村落升起炊烟。',
    ],
  },
  {
    title: '组图｜候鸟飞抵望潮湿地',
    lead: '入冬以来，数万只候鸟飞抵望潮湿地越冬。',
    tags: ['望潮湿地', '候鸟'],
    scene: 'coast',
    captions: [
      '退潮后的滩涂上，鸟群在觅食。',
      '一群黑脸琵鹭从海面上飞过。',
      '观鸟屋里，孩子们用望远镜看鸟。',
      '黄昏时分，归巢的鸟群掠过水面。',
      '湿地保护站的工作人员在记录鸟类数量。',
      '涨潮时，鸟群停歇在红树林边。',
    ],
  },
  {
    title: '组图｜老城骑楼修缮后重现风貌',
    lead: '修缮完工的中山路骑楼街区，六十余栋历史建筑重现昔日风貌。',
    tags: ['骑楼', '城市更新'],
    scene: 'skyline',
    captions: [
      '修缮后的中山路骑楼街，廊柱连成一片。',
      '骑楼二楼的木窗按老照片复原。',
      '老字号鱼丸店重新开张。',
      '夜幕下的骑楼街灯火通明。',
      '骑楼历史展馆里陈列着修缮前的旧砖瓦。',
      '从街口望去，骑楼与远处的新楼同框。',
    ],
  },
  {
    title: '组图｜澜海马拉松精彩瞬间',
    lead: '三万名跑者奔跑在滨江，镜头记录下2026澜海马拉松的精彩瞬间。',
    tags: ['澜海马拉松', '体育'],
    scene: 'skyline',
    captions: [
      '鸣枪前，起点区的跑者挥手致意。',
      '跑者们经过市民广场。',
      '补给站的志愿者为跑者递上饮用水。',
      '滨江路边，市民为跑者加油。',
      '跑者们从澜江大桥上跑过。',
      '终点前的冲刺。',
    ],
  },
  {
    title: '组图｜渔港夜市的烟火气',
    lead: '升级开放后的老渔港夜市，从傍晚一直热闹到凌晨。',
    tags: ['渔港夜市'],
    scene: 'coast',
    captions: [
      '傍晚，渔船陆续靠岸，夜市开始出摊。',
      '摊主把刚上岸的海鲜摆上冰台。',
      '游客在公平秤前复核重量。',
      '大排档里坐满了食客。',
      '码头边的灯串亮了起来。',
      '凌晨一点，最后一批食客离开。',
    ],
  },
  {
    title: '组图｜澜海湾大桥主塔封顶',
    lead: '澜海湾大桥主塔顺利封顶，大桥明年建成通车。',
    tags: ['澜海湾大桥'],
    scene: 'coast',
    captions: [
      '二百一十米高的主塔矗立在海面上。',
      '施工船在主塔下作业。',
      '工人们在塔顶完成最后一次浇筑。',
      '从青屿岛望去，主塔已高出海平线。',
      '夕阳下的大桥工地。',
      '钢箱梁吊装的准备工作已经开始。',
    ],
  },
  {
    title: '组图｜初雪后的云岭',
    lead: '一场初雪过后，云岭县的群山披上了一层白色。',
    tags: ['云岭'],
    scene: 'mountains',
    captions: [
      '雪后初晴，远山的轮廓格外清晰。',
      '山间公路上，铲雪车在清理路面。',
      '石门村的屋顶积了一层薄雪。',
      '茶园里的茶树裹上了白霜。',
      '游客在山顶观景台看日出。',
      '山谷里升起的云雾。',
    ],
  },
  {
    title: '组图｜航拍澜海新地标',
    lead: '从空中看澜海：地铁站、大桥和新建的城市公园。',
    tags: ['城市规划'],
    scene: 'skyline',
    captions: [
      '航拍滨江区，高楼沿江排开。',
      '建设中的地铁5号线市民广场站。',
      '科创走廊的研发楼群。',
      '新建成的口袋公园藏在街角。',
      '夜色中的城市天际线。',
      '老城与新城隔江相望。',
    ],
  },
  {
    title: '组图｜初冬的青屿岛',
    lead: '初冬的青屿岛，环岛公路沿着海岸线蜿蜒。',
    tags: ['青屿岛'],
    scene: 'coast',
    captions: [
      '环岛公路东段紧贴礁石。',
      '灯塔下的海湾。',
      '渔村的码头边晒着鱼干。',
      '沙滩上，有人在捡贝壳。',
      '轮渡码头，游客在等船。',
      '日落时分的海面。',
    ],
  },
];

/**
 * Each live broadcast's own reports, oldest first: its subject, its tag, what the reporters wrote, and
 * the ones the newsroom marked: key events and the pinned report (indices into reports).
 */
export const liveReports: Record<string, { tag: string; reports: string[]; keyEvents: number[]; pinned: number }> = {
  马拉松: {
    tag: '澜海马拉松',
    keyEvents: [1, 3, 5],
    pinned: 1,
    reports: [
      '早上七点，市民广场起点区已经站满了跑者，现场播放着澜海本地的渔歌，气氛热烈。',
      '七点半，2026澜海马拉松鸣枪开跑，三万名跑者从市民广场出发，沿滨江步道向东。',
      '五公里处补给站，志愿者们已经摆好了水和香蕉，不少跑者一边跑一边向路边的市民挥手。',
      '领先集团已经通过十公里计时点，用时三十分钟左右，配速稳定。',
      '滨江步道上，沿途市民自发组成了拉拉队，有人敲锣打鼓，有人举着“加油”的牌子。',
      '半程马拉松的前三名即将抵达终点，澜海体育中心终点区已经准备就绪。',
      '全程马拉松领先集团正在通过澜江大桥，现在是比赛进行到三十公里的位置。',
    ],
  },
  博物馆: {
    tag: '博物馆',
    keyEvents: [1, 2, 5],
    pinned: 5,
    reports: [
      '上午九点，澜海博物馆新馆门前已经排起长队，不少市民一早就来等候开馆。',
      '开馆仪式开始，馆长介绍了新馆的六个基本陈列和三千余件展品。',
      '第一批观众进入展厅，宋代沉船展区前人最多，大家围着船体残骸仔细观看。',
      '记者在“开埠”展厅看到，一位老人对着一张老码头的照片说，那是他小时候住过的地方。',
      '讲解员在瓷器展柜前介绍，这批瓷器是十年前从沉船中打捞出水的，修复花了整整六年。',
      '今天的开馆直播到此结束，新馆每天限流八千人次，市民可在客户端预约参观。',
    ],
  },
  海洋经济博览会: {
    tag: '海洋经济博览会',
    keyEvents: [1, 2, 5],
    pinned: 2,
    reports: [
      '首届澜海海洋经济博览会开幕式即将开始，来自二十多个国家和地区的嘉宾陆续入场。',
      '开幕式正式开始，主办方介绍，本届博览会有六百余家企业参展。',
      '签约仪式上，二十八个项目现场签约，其中海上风电项目金额最大。',
      '记者来到海洋装备展区，一艘深远海养殖工船的模型前围满了观众。',
      '海洋生物医药展区里，企业展示了从海藻中提取的新型医用材料。',
      '开幕式直播到此结束，博览会将持续四天，市民凭预约码免费入场。',
    ],
  },
};

export const reporterNames = ['林海', '陈晓雯', '周明远', '王思齐', '李若溪', '张弛', '赵一帆', '孙悦'];
export const editorNames = ['刘佳', '郑凯', '何静', '吴昊', '钱晨', '冯雪'];
export const commenterNames = [
  '滨江老王',
  '青屿小鱼',
  '望潮听风',
  '云岭茶农',
  '早起的跑者',
  '读书的猫',
  'Harbour Walker',
  '海风拂面',
  '澜海土著',
  '追光的人',
];

export const commentTexts = [
  '这个好！希望早日见到成效。',
  '家门口的变化看得见，点赞！',
  '希望后期维护也能跟上，别建好了就没人管。',
  '转给家里人看看。',
  '说得很实在，民生就是这些小事。',
  '请问在哪里可以了解更多详情？',
  '关注了，希望还有后续报道。',
  'Good reporting, thank you.',
  '记者辛苦了，报道很及时。',
  '希望能多一些这样的好消息。',
  '支持！城市越来越好了。',
  '有没有更详细的资料可以看？',
];

export const replyTexts = [
  '同问，坐等官方回复。',
  '可以打市民热线问问，回复很快。',
  '客户端上有详细介绍。',
  '同感！',
  'Agree.',
];
