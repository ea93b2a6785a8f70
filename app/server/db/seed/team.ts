/**
 * The sample leadership team (decision 083): six fictional profiles, each with a role and a biography in the five
 * languages. Seeded where samples are shown (`seedsSampleContent`) while no team member exists, marked as samples
 * on /about and in the back office, and removed with the other samples; staff add the firm's own people.
 */
import type { LanguageCode } from "#app/domain/languages.ts";

export type SampleTeamMember = {
  id: string;
  name: string;
  texts: Record<LanguageCode, { role: string; bio: string }>;
};

export const SAMPLE_TEAM: readonly SampleTeamMember[] = [
  {
    id: "sarah-mitchell",
    name: "Sarah Mitchell",
    texts: {
      en: {
        role: "Founder and Managing Director",
        bio: "Sarah spent fifteen years advising international companies on expansion into Australia and Asia, and founded the firm to give them one partner for the whole journey.",
      },
      ko: {
        role: "창립자 겸 대표이사",
        bio: "사라는 15년간 해외 기업의 호주 및 아시아 진출을 자문했으며, 전 과정을 함께할 단 하나의 파트너가 되고자 회사를 설립했습니다.",
      },
      zh: {
        role: "创始人兼董事总经理",
        bio: "Sarah 拥有十五年为国际企业拓展澳大利亚和亚洲市场提供咨询的经验，她创立本公司，为企业提供贯穿全程的一站式合作伙伴。",
      },
      hi: {
        role: "संस्थापक और प्रबंध निदेशक",
        bio: "सारा ने पंद्रह वर्षों तक अंतरराष्ट्रीय कंपनियों को ऑस्ट्रेलिया और एशिया में विस्तार पर सलाह दी, और उन्हें पूरी यात्रा के लिए एक ही साझेदार देने के लिए यह फर्म स्थापित की।",
      },
      ar: {
        role: "المؤسسة والمديرة العامة",
        bio: "أمضت سارة خمسة عشر عامًا في تقديم المشورة للشركات الدولية بشأن التوسع في أستراليا وآسيا، وأسست الشركة لتمنحها شريكًا واحدًا طوال الرحلة.",
      },
    },
  },
  {
    id: "james-park",
    name: "James Park",
    texts: {
      en: {
        role: "Director, Asia-Pacific Markets",
        bio: "James leads our work with companies from Korea, Japan and Singapore, drawing on a decade of building cross-border technology partnerships.",
      },
      ko: {
        role: "아시아태평양 시장 담당 이사",
        bio: "제임스는 10년간 국경을 넘는 기술 파트너십을 구축한 경험을 바탕으로 한국, 일본, 싱가포르 기업과의 업무를 이끌고 있습니다.",
      },
      zh: {
        role: "亚太市场总监",
        bio: "James 负责与韩国、日本和新加坡企业的合作，拥有十年建立跨境科技合作关系的经验。",
      },
      hi: {
        role: "निदेशक, एशिया-प्रशांत बाज़ार",
        bio: "जेम्स कोरिया, जापान और सिंगापुर की कंपनियों के साथ हमारे काम का नेतृत्व करते हैं और सीमा-पार टेक्नोलॉजी साझेदारियाँ बनाने के एक दशक के अनुभव का लाभ उठाते हैं।",
      },
      ar: {
        role: "مدير أسواق آسيا والمحيط الهادئ",
        bio: "يقود جيمس عملنا مع الشركات القادمة من كوريا واليابان وسنغافورة، مستندًا إلى عقد من الخبرة في بناء شراكات تقنية عابرة للحدود.",
      },
    },
  },
  {
    id: "priya-raman",
    name: "Priya Raman",
    texts: {
      en: {
        role: "Head of GovTech and Procurement",
        bio: "A former public-sector procurement adviser, Priya guides clients through supplier panels, tenders and the security requirements of government work.",
      },
      ko: {
        role: "거브테크 및 조달 총괄",
        bio: "공공 부문 조달 자문가 출신인 프리야는 공급업체 패널, 입찰, 정부 사업의 보안 요건 전반에 걸쳐 고객을 안내합니다.",
      },
      zh: {
        role: "政府科技与采购负责人",
        bio: "Priya 曾任公共部门采购顾问，指导客户应对供应商名录、招标流程及政府项目的安全要求。",
      },
      hi: {
        role: "प्रमुख, गवटेक और खरीद",
        bio: "सार्वजनिक क्षेत्र की पूर्व खरीद सलाहकार प्रिया ग्राहकों को आपूर्तिकर्ता पैनल, निविदाओं और सरकारी काम की सुरक्षा आवश्यकताओं में मार्गदर्शन देती हैं।",
      },
      ar: {
        role: "رئيسة التكنولوجيا الحكومية والمشتريات",
        bio: "عملت بريا سابقًا مستشارة مشتريات في القطاع العام، وترشد العملاء عبر قوائم الموردين والمناقصات والمتطلبات الأمنية للعمل الحكومي.",
      },
    },
  },
  {
    id: "omar-haddad",
    name: "Omar Haddad",
    texts: {
      en: {
        role: "Director, Middle East Partnerships",
        bio: "Omar connects technology and investment firms from the Gulf states with Australian projects and leads the Gulf-Gippsland Corridor program.",
      },
      ko: {
        role: "중동 파트너십 담당 이사",
        bio: "오마르는 걸프 국가의 기술 및 투자 기업을 호주 프로젝트와 연결하며, 걸프-깁스랜드 회랑 프로그램을 이끌고 있습니다.",
      },
      zh: {
        role: "中东合作总监",
        bio: "Omar 将海湾国家的科技和投资企业与澳大利亚项目相连接，并主持海湾—吉普斯兰走廊计划。",
      },
      hi: {
        role: "निदेशक, मध्य पूर्व साझेदारियाँ",
        bio: "उमर खाड़ी देशों की टेक्नोलॉजी और निवेश कंपनियों को ऑस्ट्रेलियाई परियोजनाओं से जोड़ते हैं और गल्फ़-गिप्सलैंड कॉरिडोर कार्यक्रम का नेतृत्व करते हैं।",
      },
      ar: {
        role: "مدير الشراكات في الشرق الأوسط",
        bio: "يربط عمر شركات التكنولوجيا والاستثمار من دول الخليج بالمشاريع الأسترالية، ويقود برنامج ممر الخليج وجيبسلاند.",
      },
    },
  },
  {
    id: "emily-chen",
    name: "Emily Chen",
    texts: {
      en: {
        role: "Head of Compliance and Regulatory Affairs",
        bio: "Emily helps clients meet Australian privacy, financial services and cyber-security obligations, and brings their compliance posture into shape within 60 days.",
      },
      ko: {
        role: "규제 준수 및 대관 업무 총괄",
        bio: "에밀리는 고객이 호주의 개인정보 보호, 금융 서비스, 사이버 보안 의무를 충족하도록 돕고, 60일 안에 규제 준수 체계를 갖추도록 지원합니다.",
      },
      zh: {
        role: "合规与监管事务负责人",
        bio: "Emily 帮助客户履行澳大利亚在隐私、金融服务和网络安全方面的义务，并在 60 天内建立完善的合规体系。",
      },
      hi: {
        role: "प्रमुख, अनुपालन और नियामक मामले",
        bio: "एमिली ग्राहकों को ऑस्ट्रेलिया के निजता, वित्तीय सेवा और साइबर सुरक्षा दायित्व पूरे करने में मदद करती हैं और 60 दिनों में उनकी अनुपालन व्यवस्था तैयार कराती हैं।",
      },
      ar: {
        role: "رئيسة الامتثال والشؤون التنظيمية",
        bio: "تساعد إميلي العملاء على الوفاء بالتزامات الخصوصية والخدمات المالية والأمن السيبراني في أستراليا، وتضع وضع الامتثال لديهم في صورته السليمة خلال 60 يومًا.",
      },
    },
  },
  {
    id: "lachlan-brooks",
    name: "Lachlan Brooks",
    texts: {
      en: {
        role: "Head of Grants and Incentives",
        bio: "Lachlan matches clients with the R&D Tax Incentive and with federal and state grant programs, and prepares applications that succeed.",
      },
      ko: {
        role: "보조금 및 인센티브 총괄",
        bio: "라클런은 고객에게 맞는 R&D 세제 혜택과 연방 및 주 정부 보조금 프로그램을 찾아 주고, 선정되는 신청서를 준비합니다.",
      },
      zh: {
        role: "补助与激励负责人",
        bio: "Lachlan 为客户匹配研发税收激励以及联邦和州政府补助计划，并撰写能够成功获批的申请。",
      },
      hi: {
        role: "प्रमुख, अनुदान और प्रोत्साहन",
        bio: "लैकलन ग्राहकों को R&D टैक्स इंसेंटिव तथा संघीय और राज्य अनुदान कार्यक्रमों से जोड़ते हैं और सफल होने वाले आवेदन तैयार करते हैं।",
      },
      ar: {
        role: "رئيس المنح والحوافز",
        bio: "يطابق لاكلان العملاء مع حافز الضرائب للبحث والتطوير ومع برامج المنح الاتحادية وبرامج الولايات، ويعدّ طلبات تنجح.",
      },
    },
  },
];

const SAMPLE_IDS = new Set(SAMPLE_TEAM.map((member) => member.id));

/** Whether a team member is one of the seed's samples (marked as such on /about and in the back office). */
export const isSampleTeamMember = (id: string) => SAMPLE_IDS.has(id);
