/**
 * Text of the demo newspaper "澜海日报 / Lanhai Daily", a fictional coastal city's daily. Every story is
 * invented. Each desk has headlines with their lead paragraphs and a pool of body paragraphs that the
 * seeder combines deterministically.
 */

export interface Story {
  title: string;
  lead: string;
}

export interface Desk {
  stories: Story[];
  paragraphs: string[];
  subheads: string[];
}

const zhCity: Desk = {
  stories: [
    {
      title: '澜海地铁5号线全线贯通 年底前开通试运营',
      lead: '昨天上午，随着最后一段盾构机破土而出，澜海地铁5号线实现全线贯通。这条线路串联滨江区与望潮区，设站18座，预计年底前开通试运营。',
    },
    {
      title: '滨江步道二期开放 市民新添十公里“会客厅”',
      lead: '滨江步道二期工程于本周末正式向市民开放，新增沿江慢行道十公里，沿线设置了休憩驿站、亲水平台和共享书亭。',
    },
    {
      title: '老旧小区加装电梯提速 今年已完工三百余部',
      lead: '记者从市住建局获悉，今年全市老旧小区加装电梯工作持续提速，截至目前已完工三百一十二部，另有一百余部正在施工。',
    },
    {
      title: '青屿区新建三所学校 明年秋季新增学位四千个',
      lead: '为缓解城区学位紧张，青屿区今年同步推进三所中小学建设，建成后明年秋季将新增学位约四千个。',
    },
    {
      title: '夜间公交新增六条线路 覆盖主要商圈和医院',
      lead: '市公交集团宣布，自下月起新增六条夜间公交线路，运营时间延长至凌晨一点，覆盖全市主要商圈、医院和交通枢纽。',
    },
    {
      title: '澜海首批“口袋公园”亮相 家门口就能看风景',
      lead: '利用街角闲置地块改造的首批二十座“口袋公园”日前陆续亮相，让居民步行五分钟就能走进绿地。',
    },
    {
      title: '望潮区菜市场改造完成 早市摊位智能称重上线',
      lead: '历时四个月改造，望潮区东门菜市场重新开门迎客，全场摊位统一使用智能电子秤，价格和溯源信息一目了然。',
    },
    {
      title: '台风“海燕”过境 全市转移群众一万二千人',
      lead: '受今年第18号台风“海燕”影响，我市昨天出现大风和强降雨天气。各区提前转移沿海群众约一万二千人，目前未有人员伤亡报告。',
    },
    {
      title: '澜海港集装箱吞吐量创新高 前十月同比增长9%',
      lead: '澜海港前十个月完成集装箱吞吐量六百八十万标准箱，同比增长9%，月度吞吐量连续三个月刷新历史纪录。',
    },
    {
      title: '社区食堂覆盖全部街道 老人一餐只需十元',
      lead: '随着云岭县最后一家社区食堂开业，我市社区食堂实现街道全覆盖，六十岁以上老人就餐每餐只需十元左右。',
    },
    {
      title: '城市书房升级开放 二十四小时不打烊',
      lead: '全市四十家城市书房完成升级改造，新增自助借还和夜间照明系统，读者凭借阅证可全天候入馆阅读。',
    },
    {
      title: '澜海启动垃圾分类“积分兑换” 可换米面油',
      lead: '从本月起，市民在小区投放点正确分类投放垃圾可获得积分，积分可在社区服务站兑换米、面、油等生活用品。',
    },
  ],
  paragraphs: [
    '据了解，项目建设过程中，施工单位采用了多项新工艺，有效减少了对周边居民生活的影响。夜间施工时段严格控制在规定范围内，工地周边设置了隔音屏障和喷淋降尘设施。',
    '“以前出门办事要绕一大圈，现在方便多了。”家住附近的市民王女士告诉记者，她每天都会带着孩子来这里散步，周边的变化大家都看在眼里。',
    '市有关部门负责人表示，下一步将继续听取市民意见，在设施维护、运营管理等方面持续完善，让民生实事真正办到群众心坎上。',
    '数据显示，今年以来我市累计投入民生领域资金超过一百二十亿元，占一般公共预算支出的七成以上，一批群众关心的“小事”得到了解决。',
    '记者在现场看到，工作人员正在进行最后的调试，标识标牌已全部安装到位，周边道路的交通组织也已优化调整。',
    '专家认为，城市更新既要“面子”更要“里子”，要把公共空间的品质提升与社区治理结合起来，形成共建共治共享的格局。',
    '为方便市民出行，相关部门已在官方客户端开通信息查询功能，市民可实时查看开放时间、客流情况和周边停车信息。',
    '截至发稿时，现场秩序井然，不少市民拿出手机拍照留念。志愿者在主要路口为老人和儿童提供引导服务。',
  ],
  subheads: ['家门口的变化', '细节见温度', '下一步怎么做', '群众怎么说'],
};

const zhPolitics: Desk = {
  stories: [
    {
      title: '市政府常务会议部署冬季安全生产工作',
      lead: '市政府昨天召开常务会议，研究部署冬季安全生产、能源保供和民生保障等工作，要求各地各部门压实责任、细化措施。',
    },
    {
      title: '澜海出台优化营商环境新举措 企业开办一天办结',
      lead: '我市近日出台优化营商环境三十条新举措，企业开办全流程压缩至一个工作日，涉企审批事项平均办理时限缩短四成。',
    },
    {
      title: '市人大常委会审议通过海岸带保护条例',
      lead: '市人大常委会第二十次会议表决通过《澜海市海岸带保护条例》，条例将于明年三月一日起施行。',
    },
    {
      title: '“一网通办”再扩容 新增两百项高频事项',
      lead: '市政务服务中心发布消息，“一网通办”平台新增两百项高频服务事项，群众办事“最多跑一次”事项占比达到98%。',
    },
    {
      title: '全市基层治理工作推进会召开',
      lead: '全市基层治理工作推进会昨天召开，会议总结推广了网格化管理、社区议事会等一批基层治理创新经验。',
    },
    {
      title: '澜海与三座友好城市签署合作备忘录',
      lead: '在昨天举行的沿海城市合作论坛上，澜海与三座友好城市签署合作备忘录，将在港口物流、文化旅游和人才交流等方面深化合作。',
    },
    {
      title: '市政协围绕“一老一小”开展专题协商',
      lead: '市政协日前召开专题协商会，围绕养老托育服务体系建设建言献策，委员们提出意见建议四十余条。',
    },
    {
      title: '全市冬季征兵工作启动 报名截至下月底',
      lead: '我市冬季征兵工作日前正式启动，符合条件的适龄青年可通过全国征兵网报名，报名截止时间为下月三十日。',
    },
  ],
  paragraphs: [
    '会议强调，要坚持以人民为中心的发展思想，把群众满意度作为检验工作成效的重要标准，切实解决好群众急难愁盼问题。',
    '会议要求，各地各部门要加强统筹协调，建立工作台账，明确时间表和路线图，确保各项任务按期完成。',
    '据介绍，新举措聚焦市场主体反映集中的痛点难点，从审批服务、要素保障、监管执法等方面提出具体措施。',
    '与会人员一致认为，要进一步创新工作方法，畅通群众参与渠道，推动各项政策措施落地见效。',
    '相关负责人表示，将加强政策宣传解读，及时回应社会关切，让政策红利更好惠及企业和群众。',
    '下一步，我市将持续跟踪评估政策实施效果，根据实际情况动态调整完善，形成可复制可推广的经验做法。',
  ],
  subheads: ['聚焦重点任务', '压实工作责任', '回应群众关切'],
};

const zhEconomy: Desk = {
  stories: [
    {
      title: '前三季度澜海GDP同比增长5.6% 增速居全省前列',
      lead: '市统计局昨天发布数据，前三季度全市实现地区生产总值四千二百亿元，同比增长5.6%，增速位居全省前列。',
    },
    {
      title: '新能源汽车产业园首台整车下线',
      lead: '位于望潮区的新能源汽车产业园迎来首台整车下线，项目全部达产后年产能可达二十万辆。',
    },
    {
      title: '澜海跨境电商进出口额突破三百亿元',
      lead: '今年以来，我市跨境电商进出口额突破三百亿元，同比增长27%，已培育年交易额超亿元企业四十余家。',
    },
    {
      title: '首届海洋经济博览会开幕 签约项目金额超百亿',
      lead: '首届澜海海洋经济博览会昨天开幕，来自二十多个国家和地区的六百余家企业参展，开幕当天签约项目金额超过一百亿元。',
    },
    {
      title: '小微企业贷款利率再降 普惠金融覆盖面扩大',
      lead: '记者从金融监管部门获悉，我市普惠型小微企业贷款平均利率降至4.1%，较年初下降0.3个百分点。',
    },
    {
      title: '“澜海制造”新品发布 智能装备走向海外',
      lead: '在昨天举行的“澜海制造”新品发布会上，本土企业发布了十二款智能装备新品，其中多款产品已获得海外订单。',
    },
    {
      title: '消费季活动启动 千万元消费券分批发放',
      lead: '澜海秋冬消费季活动昨天启动，市商务局将分批发放总额一千万元的消费券，覆盖餐饮、零售、文旅等领域。',
    },
    {
      title: '澜海自贸片区新增企业两千家',
      lead: '澜海自贸片区挂牌以来累计新增企业两千余家，其中外资企业一百三十家，实际利用外资同比增长两成。',
    },
    {
      title: '数字经济核心产业增加值占比提升至12%',
      lead: '数据显示，我市数字经济核心产业增加值占地区生产总值比重提升至12%，软件和信息服务业营收保持两位数增长。',
    },
    {
      title: '茶叶电商助农增收 云岭春茶线上卖出两千万元',
      lead: '云岭县茶农借助直播电商拓宽销路，今年春茶线上销售额达两千万元，带动当地八百余户茶农增收。',
    },
  ],
  paragraphs: [
    '分析人士指出，在外部环境复杂多变的背景下，取得这样的成绩殊为不易，反映出经济发展的韧性和活力。',
    '从行业看，高技术制造业增加值增长较快，新产品产量保持较快增长，产业结构持续优化。',
    '企业负责人介绍，公司今年研发投入占营收比重超过百分之六，一批关键技术取得突破，产品竞争力显著提升。',
    '业内人士表示，随着一系列稳增长政策持续发力，市场预期不断改善，企业投资意愿有所增强。',
    '下一步，有关部门将进一步加大对实体经济的支持力度，推动金融资源更多流向科技创新和先进制造领域。',
    '与此同时，我市还将加快培育新业态新模式，推动线上线下融合发展，进一步释放消费潜力。',
  ],
  subheads: ['亮点在哪里', '企业有信心', '后劲从何来'],
};

const zhCulture: Desk = {
  stories: [
    {
      title: '澜海博物馆新馆开放 三千件文物首次集中亮相',
      lead: '澜海博物馆新馆今天正式对公众开放，首期推出六个基本陈列，三千余件馆藏文物首次集中与观众见面。',
    },
    {
      title: '原创舞剧《潮声》首演 讲述渔港百年故事',
      lead: '由澜海歌舞剧院创排的原创舞剧《潮声》昨晚在大剧院首演，用舞蹈语汇讲述了一座渔港的百年变迁。',
    },
    {
      title: '非遗市集走进社区 老手艺圈粉年轻人',
      lead: '周末，一场非遗市集在滨江社区举办，剪纸、竹编、鱼灯制作等二十余项非遗技艺吸引了大批年轻人驻足体验。',
    },
    {
      title: '澜海国际电影周落幕 二十部影片获推介',
      lead: '为期七天的澜海国际电影周昨晚落幕，本届电影周共展映中外影片八十余部，二十部影片获得推介。',
    },
    {
      title: '云岭古村入选传统村落名录',
      lead: '云岭县石门村日前入选中国传统村落名录，村内保存完好的明清建筑群将得到系统保护。',
    },
    {
      title: '全民阅读季启动 百场活动陪你读书',
      lead: '澜海全民阅读季昨天启动，未来三个月将在全市图书馆、书店和社区举办读书分享会、作家见面会等百余场活动。',
    },
    {
      title: '澜海交响乐团新音乐季开幕',
      lead: '澜海交响乐团新音乐季昨晚开幕，本季将推出三十场音乐会，首次设立青少年专场。',
    },
    {
      title: '老城区骑楼修缮完成 百年街巷焕发新颜',
      lead: '历时一年半修缮，老城区中山路骑楼街区修缮工程完工，六十余栋历史建筑重现昔日风貌。',
    },
  ],
  paragraphs: [
    '策展人介绍，展览通过沉浸式空间设计和多媒体手段，让观众能够“走进”历史现场，感受城市文脉的延续。',
    '不少观众表示，演出既有传统韵味，又不乏现代表达，看完之后对这座城市有了更深的了解。',
    '近年来，我市持续加大文化惠民力度，公共文化设施网络不断完善，群众文化生活日益丰富。',
    '“老手艺要传下去，就得让年轻人喜欢。”一位非遗传承人说，他们正在尝试把传统纹样用在文创产品上。',
    '专家表示，保护历史文化遗产要坚持“修旧如旧”，在保护中发展，在发展中保护。',
    '据悉，活动期间还将推出线上直播和数字展厅，让更多无法到场的观众也能参与其中。',
  ],
  subheads: ['让文物活起来', '台前与幕后', '传承有新意'],
};

const zhTravel: Desk = {
  stories: [
    {
      title: '青屿岛环岛公路开通 自驾看海更方便',
      lead: '全长三十二公里的青屿岛环岛公路日前全线通车，沿线设置了十个观景台，成为自驾游客的新去处。',
    },
    {
      title: '云岭梯田迎来最佳观赏期 游客量同比增三成',
      lead: '随着气温转凉，云岭梯田进入一年中最佳观赏期，近一周接待游客量同比增长三成。',
    },
    {
      title: '澜海推出十条冬季旅游精品线路',
      lead: '市文旅局发布十条冬季旅游精品线路，涵盖温泉养生、海岛观鸟、古村民宿等主题。',
    },
    {
      title: '渔港夜市升级开放 海鲜大排档有了新规矩',
      lead: '升级改造后的老渔港夜市重新开放，所有摊位明码标价、统一称重，市民游客吃得放心。',
    },
    {
      title: '观鸟季到来 数万只候鸟飞抵望潮湿地',
      lead: '入冬以来，数万只候鸟陆续飞抵望潮湿地越冬，其中包括黑脸琵鹭等珍稀鸟类。',
    },
    {
      title: '民宿集群带火乡村游 石门村客房一房难求',
      lead: '依托古村资源发展起来的民宿集群带火了乡村游，石门村周末客房入住率超过九成。',
    },
    {
      title: '澜海入选“最受欢迎海滨城市”',
      lead: '在日前发布的年度旅游城市榜单中，澜海入选“最受欢迎海滨城市”，游客满意度位居前列。',
    },
    {
      title: '邮轮母港复航 首航吸引两千名游客',
      lead: '澜海国际邮轮母港恢复运营，首航邮轮搭载两千余名游客启程，开启为期五天的海上之旅。',
    },
  ],
  paragraphs: [
    '游客李先生一家从外地自驾而来，他说：“这里的风景比照片上还要美，下次还要带朋友来。”',
    '为保障游客出行安全，景区增派了安保和医护人员，并在主要路段设置了临时停车场和接驳车。',
    '文旅部门提醒，旅游高峰期请提前预约，错峰出行，文明旅游，共同保护好生态环境。',
    '当地村民通过开办农家乐、销售土特产等方式参与旅游经营，人均年收入明显提高。',
    '据统计，今年以来全市接待国内外游客超过五千万人次，旅游总收入同比增长两成以上。',
  ],
  subheads: ['游客怎么说', '出行小贴士', '乡村新活力'],
};

const zhSports: Desk = {
  stories: [
    {
      title: '澜海马拉松鸣枪开跑 三万名跑者奔跑在滨江',
      lead: '2026澜海马拉松今天上午鸣枪开跑，来自三十多个国家和地区的三万名跑者沿着滨江赛道奔跑。',
    },
    {
      title: '澜海海港队主场三比一逆转 锁定联赛前四',
      lead: '昨晚进行的联赛第二十八轮比赛中，澜海海港队主场三比一逆转对手，提前两轮锁定联赛前四。',
    },
    {
      title: '全民健身中心开放 游泳馆每天限流一千人',
      lead: '澜海全民健身中心今天起对市民开放，中心包括游泳馆、综合馆和室外运动场，游泳馆每天限流一千人。',
    },
    {
      title: '澜海小将夺得帆船青少年锦标赛冠军',
      lead: '在刚刚结束的全国帆船青少年锦标赛上，澜海选手林晓帆获得女子帆板项目冠军。',
    },
    {
      title: '社区篮球联赛开赛 两百支球队参加',
      lead: '第五届澜海社区篮球联赛昨天开赛，全市两百支社区球队将在三个月内进行八百余场比赛。',
    },
    {
      title: '澜海将承办明年全国龙舟锦标赛',
      lead: '记者从市体育局获悉，明年全国龙舟锦标赛将在澜海举办，比赛将在滨江水域进行。',
    },
    {
      title: '校园足球联赛收官 青屿实验小学夺冠',
      lead: '全市校园足球联赛小学组决赛昨天举行，青屿实验小学以二比零战胜对手夺得冠军。',
    },
    {
      title: '百公里海岸骑行赛举行 千名骑手环海竞速',
      lead: '首届澜海百公里海岸骑行赛今天举行，一千余名骑手沿海岸线竞速，沿途美景尽收眼底。',
    },
    {
      title: '澜海体育公园提升改造 新增智能健身设施',
      lead: '澜海体育公园提升改造完成，新增智能健身器材、步道和儿童游乐区，全天免费开放。',
    },
    { title: '围棋名人赛澜海站开赛', lead: '围棋名人赛澜海站比赛昨天开赛，十六位职业棋手将展开为期三天的角逐。' },
  ],
  paragraphs: [
    '比赛当天天气晴好，沿途市民自发为选手加油，志愿者在补给站为选手提供饮用水和能量补给。',
    '主教练在赛后发布会上表示，球队在下半场调整了战术，队员们的拼搏精神值得肯定。',
    '近年来，我市大力推进全民健身设施建设，“十五分钟健身圈”基本实现全覆盖。',
    '赛事组委会介绍，本届比赛在医疗保障、交通组织和赛道服务等方面进行了全面升级。',
    '据悉，赛事期间还将举办体育产业博览会，展示运动装备和智能健身产品。',
  ],
  subheads: ['赛场内外', '全民健身热', '精彩瞬间'],
};

const zhOpinion: Desk = {
  stories: [
    {
      title: '澜海观察｜让“口袋公园”装满民生温度',
      lead: '城市的温度，往往藏在细节里。一座座小而美的口袋公园，拉近的是城市与市民之间的距离。',
    },
    {
      title: '评论｜夜间公交延时，延长的是城市的善意',
      lead: '夜间公交增开线路、延长运营，看似是一项小举措，却照顾到了夜班工作者和晚归市民的出行需求。',
    },
    {
      title: '时评｜别让“适老化改造”停留在表面',
      lead: '适老化改造是一项系统工程，既要解决有没有的问题，更要解决好不好用的问题。',
    },
    {
      title: '澜海观察｜老城更新要留住“烟火气”',
      lead: '老城区的魅力，在于那些熟悉的街巷和人情味。城市更新不能一拆了之，而要在延续中焕新。',
    },
    {
      title: '评论｜以更优营商环境激发市场活力',
      lead: '营商环境只有更好，没有最好。持续优化营商环境，就是要让企业办事更省心、发展更安心。',
    },
    {
      title: '时评｜垃圾分类积分制，激励更要长效',
      lead: '积分兑换让垃圾分类有了“获得感”，但要真正形成习惯，还需要制度设计的长效化。',
    },
    {
      title: '澜海观察｜社区食堂是一道民生“必答题”',
      lead: '一份热饭热菜，承载的是老年人对美好生活的期待，也考验着城市治理的精细化水平。',
    },
    {
      title: '评论｜全民阅读，让城市更有书香气质',
      lead: '一座城市的气质，与阅读息息相关。让阅读成为生活方式，城市才会更有内涵。',
    },
  ],
  paragraphs: [
    '民生无小事，枝叶总关情。办好一件件民生实事，群众的获得感、幸福感、安全感才会更加充实。',
    '好的政策需要好的执行。只有坚持问题导向，把工作做细做实，才能让政策效果真正落到实处。',
    '城市治理是一门精细活，既要有宏观的规划设计，也要有微观的精准施策。',
    '倾听群众声音，回应群众期盼，是做好各项工作的出发点和落脚点。',
    '期待相关部门持续发力，久久为功，让更多惠民举措可感可及。',
  ],
  subheads: ['细微之处见真章', '关键在落实'],
};

const zhHome: Desk = {
  stories: [
    {
      title: '[=x1]澜海发布未来五年城市发展规划纲要',
      lead: '《澜海市城市发展规划纲要》昨天正式发布，提出建设现代化滨海城市的总体目标和十二项重点任务。',
    },
    {
      title: '全市重点项目集中开工 总投资超八百亿元',
      lead: '我市今年第四批重点项目昨天集中开工，共七十六个项目，总投资超过八百亿元，涵盖先进制造、基础设施和社会民生等领域。',
    },
    {
      title: '澜海科创走廊建设提速 新引进研发机构二十家',
      lead: '澜海科创走廊建设持续提速，今年以来新引进高水平研发机构二十家，集聚各类科技人才一万余人。',
    },
    {
      title: '“澜海人才码”上线 一码享受三十项服务',
      lead: '“澜海人才码”正式上线，各类人才凭码可享受安居、子女入学、医疗保健等三十项便捷服务。',
    },
    {
      title: '冬季供暖准备就绪 热线24小时受理报修',
      lead: '记者从市城管局获悉，今年冬季供暖准备工作已全部就绪，供暖服务热线二十四小时受理市民报修。',
    },
    {
      title: '澜海湾大桥主塔封顶 明年建成通车',
      lead: '澜海湾大桥主塔昨天顺利封顶，大桥全长八点六公里，建成后从滨江区到青屿岛的车程将缩短至十五分钟。',
    },
    {
      title: '全市医疗机构推行检查结果互认',
      lead: '从下月起，全市二级以上医疗机构将推行一百二十项检查检验结果互认，减少患者重复检查。',
    },
    {
      title: '澜海获评国家生态园林城市',
      lead: '在日前公布的名单中，澜海被命名为国家生态园林城市，全市建成区绿化覆盖率达到43%。',
    },
    {
      title: '“澜海早餐工程”惠及百万市民',
      lead: '我市“早餐工程”实施三年来，已建成标准化早餐网点一千二百个，每天为百万市民提供便捷早餐。',
    },
    {
      title: '澜海入选全国首批城市更新示范城市',
      lead: '住房城乡建设部日前公布首批城市更新示范城市名单，澜海成功入选。',
    },
    {
      title: '市民热线三季度办结诉求十五万件',
      lead: '三季度，市民服务热线共受理群众诉求十六万件，办结十五万件，群众满意率达到96%。',
    },
    {
      title: '澜海首个“零碳社区”建成',
      lead: '我市首个“零碳社区”在青屿区建成，社区通过屋顶光伏、储能设施和智慧能源管理实现碳排放“近零”。',
    },
    {
      title: '港城融合发展论坛举行',
      lead: '港城融合发展论坛昨天在澜海举行，与会专家围绕港口转型升级和城市功能提升展开研讨。',
    },
    {
      title: '澜海推出“一件事一次办”二十项套餐服务',
      lead: '我市推出出生、入学、退休等二十项“一件事一次办”套餐服务，群众办事材料平均减少六成。',
    },
    {
      title: '今冬明春菜篮子保供稳价措施出台',
      lead: '市发改委等部门联合出台今冬明春“菜篮子”保供稳价措施，确保主要农产品供应充足、价格基本稳定。',
    },
    { title: '澜海新增三条国际航线', lead: '澜海国际机场本月新增三条国际航线，目前已开通国际及地区航线二十八条。' },
    {
      title: '全市中小学推行课后服务“5+2”模式',
      lead: '全市义务教育学校全面推行课后服务“5+2”模式，课后服务覆盖率达到100%。',
    },
    {
      title: '澜海海岸带生态修复成效显著',
      lead: '经过三年生态修复，澜海海岸带新增红树林一千二百亩，近岸海域水质优良比例提升至92%。',
    },
    { title: '澜海科技馆新馆奠基', lead: '澜海科技馆新馆昨天奠基，新馆建筑面积六万平方米，预计三年后建成开放。' },
    {
      title: '2026年澜海民生实事项目完成过半',
      lead: '今年确定的三十项民生实事项目已完成过半，其余项目正按计划加快推进。',
    },
  ],
  paragraphs: [
    ...zhCity.paragraphs.slice(0, 4),
    ...zhEconomy.paragraphs.slice(0, 3),
    ...zhPolitics.paragraphs.slice(0, 2),
  ],
  subheads: ['看变化', '听声音', '谋长远'],
};

const zhScience: Desk = {
  stories: [
    {
      title: '澜海大学海洋实验室获批国家重点实验室',
      lead: '澜海大学海洋生态与环境实验室日前获批建设国家重点实验室，将重点开展近海生态修复和海洋碳汇研究。',
    },
    {
      title: '全市首个人工智能教育基地揭牌',
      lead: '全市首个中小学人工智能教育基地在青屿实验中学揭牌，今后将面向全市学生开放编程和机器人课程。',
    },
    {
      title: '澜海科技周开幕 百余项成果集中展示',
      lead: '2026澜海科技周昨天开幕，一百二十余项科技成果集中亮相，其中不少来自本地高校和企业。',
    },
    {
      title: '职业院校新设低空经济专业',
      lead: '澜海职业技术学院新设无人机应用技术等低空经济相关专业，今年首批招生两百人。',
    },
    {
      title: '中学生团队研发净滩机器人获国际奖项',
      lead: '澜海一中学生团队研发的净滩机器人在国际青少年科技创新大赛中获得一等奖。',
    },
    { title: '社区科普站覆盖全部街道', lead: '我市已建成社区科普站六十个，实现街道全覆盖，每年开展科普活动两千余场。' },
    {
      title: '澜海启动青少年近视防控行动',
      lead: '市教育局、市卫健委联合启动青少年近视防控行动，将为全市中小学生建立视力健康档案。',
    },
    {
      title: '首批“澜海工匠”名单公布',
      lead: '首批五十名“澜海工匠”名单日前公布，他们来自先进制造、建筑、交通等多个行业。',
    },
    {
      title: '澜海图书馆推出古籍数字化平台',
      lead: '澜海图书馆古籍数字化平台上线，首批一千二百册馆藏古籍可在线免费阅览。',
    },
    { title: '高校毕业生留澜就业创业人数创新高', lead: '今年高校毕业生留澜就业创业人数达到六万二千人，创历史新高。' },
  ],
  paragraphs: [
    '据介绍，项目团队由二十余名科研人员组成，平均年龄不到三十五岁，多项研究成果已在实际中得到应用。',
    '学校负责人表示，将进一步深化产教融合，加强与企业的合作，培养更多适应产业发展需要的技术技能人才。',
    '专家指出，科技创新要面向经济主战场、面向人民生命健康，让更多科研成果走出实验室。',
    '家长们普遍认为，这类课程能够激发孩子的学习兴趣，培养动手能力和创新思维。',
    '下一步，我市将继续完善人才政策体系，为各类人才干事创业提供更好的环境。',
  ],
  subheads: ['创新从哪里来', '人才是关键'],
};

const enCity: Desk = {
  stories: [
    {
      title: 'Metro Line 5 breaks through, trial runs by year end',
      lead: 'The last tunnel boring machine of Lanhai Metro Line 5 broke through on Monday morning, completing the 18-station line that links Binjiang and Wangchao districts.',
    },
    {
      title: 'Riverside walkway phase two opens to the public',
      lead: 'Ten more kilometres of riverside walkway opened on Saturday, with rest stations, waterfront decks and free book kiosks along the way.',
    },
    {
      title: 'Night buses extended to 1 am on six new routes',
      lead: 'The city bus group will run six new night routes from next month, covering the main shopping districts, hospitals and transport hubs.',
    },
    {
      title: 'Typhoon Haiyan passes, 12,000 residents moved to safety',
      lead: 'Strong winds and heavy rain swept the city on Sunday as Typhoon Haiyan passed. About 12,000 coastal residents were moved ahead of the storm.',
    },
    {
      title: 'Community canteens now in every neighbourhood',
      lead: 'With the opening of its last canteen in Yunling County, every neighbourhood in Lanhai now has a community canteen where older residents eat for about ten yuan.',
    },
    {
      title: 'Pocket parks bring green space within five minutes',
      lead: 'Twenty pocket parks built on idle street corners opened this month, putting a patch of green within a five-minute walk for thousands of residents.',
    },
    {
      title: 'City libraries go round-the-clock',
      lead: 'Forty neighbourhood reading rooms reopened after upgrades this week, with self-service lending and night lighting that let card holders read at any hour.',
    },
    {
      title: 'Lanhai Bay Bridge tower topped out',
      lead: 'The main tower of the 8.6-kilometre Lanhai Bay Bridge was topped out on Tuesday. The bridge will cut the drive to Qingyu Island to fifteen minutes.',
    },
    {
      title: "Hospitals to accept each other's test results",
      lead: "From next month, hospitals across the city will accept 120 kinds of each other's test results, sparing patients repeat examinations.",
    },
    {
      title: 'Recycling points scheme lets residents earn groceries',
      lead: 'Residents who sort their waste correctly can now collect points and exchange them for rice, flour and cooking oil at neighbourhood service stations.',
    },
    {
      title: 'Wetland welcomes tens of thousands of migrating birds',
      lead: 'Tens of thousands of migratory birds, including the rare black-faced spoonbill, have arrived at the Wangchao wetland for the winter.',
    },
    {
      title: 'Lanhai named a national eco-garden city',
      lead: 'Lanhai has been named a national eco-garden city, with green cover reaching 43 percent of its built-up area.',
    },
  ],
  paragraphs: [
    'Officials said the project used new construction methods to limit disruption, keeping night work within set hours and putting up noise barriers around the site.',
    '"It used to take me a long detour to get anywhere. Now it is so much easier," said Ms Wang, who lives nearby and walks there with her daughter every evening.',
    'The city has spent more than 12 billion yuan on public services so far this year, over 70 percent of its general budget spending.',
    "Residents can check opening hours, crowd levels and nearby parking in real time through the city's official app.",
    'Experts said urban renewal should improve everyday quality of life, not only the look of the city, and should involve residents in the decisions.',
    'Volunteers guided older visitors and children at the main crossings as crowds gathered to take photos on the opening day.',
  ],
  subheads: ['What changes for residents', 'What comes next'],
};

const enBusiness: Desk = {
  stories: [
    {
      title: 'Lanhai economy grows 5.6% in first three quarters',
      lead: "Lanhai's economy grew 5.6 percent year on year in the first three quarters, among the fastest in the province, the city statistics bureau said.",
    },
    {
      title: 'First car rolls off new-energy vehicle line',
      lead: 'The first car rolled off the line at the new-energy vehicle park in Wangchao district, which will make 200,000 vehicles a year at full capacity.',
    },
    {
      title: 'Cross-border e-commerce tops 30 billion yuan',
      lead: 'Cross-border e-commerce trade passed 30 billion yuan so far this year, up 27 percent, with more than forty firms each trading over 100 million yuan.',
    },
    {
      title: 'Ocean economy expo signs deals worth 10 billion yuan',
      lead: 'The first Lanhai Ocean Economy Expo opened with more than 600 exhibitors from over twenty countries and regions, signing deals worth more than 10 billion yuan on day one.',
    },
    {
      title: 'Port container traffic hits record high',
      lead: 'Lanhai Port handled 6.8 million TEUs in the first ten months, up 9 percent, setting monthly records three months in a row.',
    },
    {
      title: 'Tea farmers sell 20 million yuan of spring tea online',
      lead: 'Tea growers in Yunling County sold 20 million yuan worth of spring tea through livestreams this year, lifting the incomes of more than 800 households.',
    },
    {
      title: 'Small business loan rates fall again',
      lead: 'Average rates on inclusive loans to small businesses have fallen to 4.1 percent, down 0.3 percentage points since January.',
    },
    {
      title: 'Free trade zone adds 2,000 companies',
      lead: 'The Lanhai free trade zone has registered more than 2,000 new companies since it opened, including 130 foreign-invested firms.',
    },
  ],
  paragraphs: [
    'Analysts said the figures showed the resilience of the local economy despite a complex external environment.',
    'High-tech manufacturing grew faster than the rest of industry, and output of new products kept rising.',
    'The company said it spent more than six percent of revenue on research and development this year.',
    'The city plans further support for manufacturers and will steer more credit toward technology and advanced industry.',
    'New business models that combine online and offline sales are expected to release more consumer demand.',
  ],
  subheads: ['Behind the numbers', 'The outlook'],
};

const enCulture: Desk = {
  stories: [
    {
      title: 'New Lanhai Museum opens with 3,000 relics on show',
      lead: 'The new Lanhai Museum opened to the public on Friday with six permanent galleries and more than 3,000 objects, many shown together for the first time.',
    },
    {
      title: 'Dance drama "Tide" tells a fishing port\'s hundred years',
      lead: 'The Lanhai Song and Dance Theatre premiered its original dance drama "Tide" on Saturday night, telling a century of change in a fishing port.',
    },
    {
      title: 'Craft fair wins over young visitors',
      lead: 'Paper cutting, bamboo weaving and fish-lantern making drew crowds of young people to an intangible heritage fair in Binjiang this weekend.',
    },
    {
      title: 'Old arcade street restored after 18 months',
      lead: 'Restoration of the Zhongshan Road arcade district in the old town is complete, returning more than sixty historic buildings to their former look.',
    },
    {
      title: 'Lanhai International Film Week closes',
      lead: 'The seven-day Lanhai International Film Week closed on Sunday after screening more than eighty films from China and abroad.',
    },
    {
      title: 'Reading season brings 100 events to the city',
      lead: "Lanhai's reading season began this week, with more than a hundred talks and author meetings planned in libraries, bookshops and communities.",
    },
  ],
  paragraphs: [
    'The curator said immersive spaces and multimedia let visitors "walk into" history and feel the continuity of the city\'s culture.',
    'Many in the audience said the show kept a traditional flavour while speaking in a modern voice.',
    '"If old crafts are to live on, young people have to like them," said one craftsman, who now puts traditional patterns on modern products.',
    'Livestreams and a digital gallery will let people who cannot attend in person take part.',
  ],
  subheads: ['Bringing heritage to life'],
};

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
  '这个好！期待早日开通，上班能省半小时。',
  '家门口的变化看得见，点赞！',
  '希望后期维护也能跟上，别建好了就没人管。',
  '周末带孩子去看看。',
  '说得很实在，民生就是这些小事。',
  '请问具体什么时候开放？有没有预约入口？',
  '我们小区也想加装电梯，不知道怎么申请。',
  'Great news for everyone who commutes across the river.',
  '记者辛苦了，报道很及时。',
  '希望能多一些这样的好消息。',
  '支持！环境越来越好了。',
  '有没有更详细的线路图？',
];

export const replyTexts = [
  '同问，坐等官方回复。',
  '可以去社区服务站咨询，我们上个月刚办完。',
  '官方客户端上有预约入口。',
  '同感！',
  'Agree, it will save a lot of time.',
];

export const liveReportTexts = [
  '记者在现场看到，活动现场秩序井然，观众陆续入场。',
  '主持人宣布活动正式开始，现场响起热烈掌声。',
  '第一位发言嘉宾介绍了项目的总体情况和建设进度。',
  '现场互动环节，市民代表踊跃提问。',
  '记者在后台采访了参与活动的志愿者。',
  '活动进入尾声，主办方感谢各方的支持。',
];
