/**
 * The sample webinar programme (decision 082): ten sessions, six before the day it is seeded and four after, with
 * their titles, descriptions and presenters' roles in the five languages. Seeded where samples are shown
 * (`seedsSampleContent`) while no webinar exists, dated from the day it is seeded so a new site shows a live
 * programme, and removed with the other samples; staff replace them with the firm's own in the back office.
 */
import { sydneyDateOf, sydneyInstant } from "#app/domain/demo-scheduler/demo-slots.ts";
import type { LanguageCode } from "#app/domain/languages.ts";

export type SampleWebinar = {
  id: string;
  /** Its day, counted from the day the programme is seeded (Sydney's calendar), and its start on Sydney's clock. */
  day: number;
  time: string;
  minutes: number;
  presenterName: string;
  texts: Record<LanguageCode, { title: string; description: string; presenterRole: string }>;
};

export const SAMPLE_WEBINARS: readonly SampleWebinar[] = [
  {
    id: "first_tender",
    day: 8,
    time: "11:00",
    minutes: 60,
    presenterName: "Priya Raman",
    texts: {
      en: {
        title: "Winning your first Australian government tender",
        description:
          "How federal and state buyers run tenders, how to get onto panels such as the Digital Marketplace, and what a shortlisted response looks like.",
        presenterRole: "Head of GovTech and Procurement",
      },
      ko: {
        title: "첫 호주 정부 입찰 수주하기",
        description:
          "연방 및 주 정부 구매 기관이 입찰을 진행하는 방식, Digital Marketplace 같은 패널에 등록하는 방법, 그리고 최종 후보에 오르는 제안서의 모습을 알아봅니다.",
        presenterRole: "GovTech 및 조달 책임자",
      },
      zh: {
        title: "赢得您的第一份澳大利亚政府招标",
        description:
          "联邦和州政府采购方如何组织招标，如何进入 Digital Marketplace 等供应商名录，以及入围的投标书是什么样子。",
        presenterRole: "政府科技与采购主管",
      },
      hi: {
        title: "अपना पहला ऑस्ट्रेलियाई सरकारी टेंडर जीतना",
        description:
          "संघीय और राज्य खरीदार टेंडर कैसे चलाते हैं, Digital Marketplace जैसे पैनलों में कैसे शामिल हों, और शॉर्टलिस्ट होने वाला प्रस्ताव कैसा दिखता है।",
        presenterRole: "प्रमुख, GovTech और खरीद",
      },
      ar: {
        title: "الفوز بأول مناقصة حكومية أسترالية",
        description:
          "كيف يدير المشترون في الحكومة الاتحادية وحكومات الولايات المناقصات، وكيف تنضم إلى قوائم الموردين مثل Digital Marketplace، وكيف يبدو العرض الذي يصل إلى القائمة المختصرة.",
        presenterRole: "رئيسة التقنية الحكومية والمشتريات",
      },
    },
  },
  {
    id: "compliance_essentials",
    day: 57,
    time: "14:00",
    minutes: 60,
    presenterName: "Emily Chen",
    texts: {
      en: {
        title: "Compliance essentials: IRAP, Essential Eight and data sovereignty",
        description:
          "The security and data rules Australian government buyers apply to technology suppliers, and a practical plan to meet them before you bid.",
        presenterRole: "Head of Compliance and Regulatory Affairs",
      },
      ko: {
        title: "규정 준수 필수 사항: IRAP, Essential Eight, 데이터 주권",
        description:
          "호주 정부 구매 기관이 기술 공급업체에 적용하는 보안 및 데이터 규칙과, 입찰 전에 이를 충족하기 위한 실질적인 계획을 다룹니다.",
        presenterRole: "규정 준수 및 규제 업무 책임자",
      },
      zh: {
        title: "合规要点：IRAP、Essential Eight 与数据主权",
        description: "澳大利亚政府采购方对技术供应商适用的安全与数据规则，以及在投标前达标的实用计划。",
        presenterRole: "合规与监管事务主管",
      },
      hi: {
        title: "अनुपालन की अनिवार्यताएँ: IRAP, Essential Eight और डेटा संप्रभुता",
        description:
          "ऑस्ट्रेलियाई सरकारी खरीदार तकनीकी आपूर्तिकर्ताओं पर जो सुरक्षा और डेटा नियम लागू करते हैं, और बोली लगाने से पहले उन्हें पूरा करने की व्यावहारिक योजना।",
        presenterRole: "प्रमुख, अनुपालन और नियामक मामले",
      },
      ar: {
        title: "أساسيات الامتثال: IRAP وEssential Eight وسيادة البيانات",
        description:
          "قواعد الأمن والبيانات التي يطبّقها المشترون الحكوميون في أستراليا على موردي التقنية، وخطة عملية لاستيفائها قبل تقديم العطاء.",
        presenterRole: "رئيسة الامتثال والشؤون التنظيمية",
      },
    },
  },
  {
    id: "local_partners",
    day: 85,
    time: "18:30",
    minutes: 45,
    presenterName: "Omar Haddad",
    texts: {
      en: {
        title: "Finding the right local partner",
        description:
          "Integrators, resellers and consultants: how to choose, check and work with Australian partners who open doors instead of closing them.",
        presenterRole: "Director, Middle East Partnerships",
      },
      ko: {
        title: "적합한 현지 파트너 찾기",
        description:
          "시스템 통합업체, 리셀러, 컨설턴트: 문을 열어 줄 호주 파트너를 고르고, 검증하고, 함께 일하는 방법을 소개합니다.",
        presenterRole: "중동 파트너십 담당 이사",
      },
      zh: {
        title: "寻找合适的本地合作伙伴",
        description: "系统集成商、经销商和顾问：如何挑选、核查并与能为您打开大门的澳大利亚合作伙伴合作。",
        presenterRole: "中东合作伙伴关系总监",
      },
      hi: {
        title: "सही स्थानीय साझेदार ढूँढना",
        description:
          "इंटीग्रेटर, रीसेलर और सलाहकार: ऐसे ऑस्ट्रेलियाई साझेदार कैसे चुनें, जाँचें और उनके साथ काम करें जो दरवाज़े खोलें, बंद नहीं।",
        presenterRole: "निदेशक, मध्य पूर्व साझेदारियाँ",
      },
      ar: {
        title: "إيجاد الشريك المحلي المناسب",
        description:
          "مُدمِجو الأنظمة والموزّعون والمستشارون: كيف تختار شركاء أستراليين وتتحقق منهم وتعمل معهم بحيث يفتحون لك الأبواب بدل أن يغلقوها.",
        presenterRole: "مدير شراكات الشرق الأوسط",
      },
    },
  },
  {
    id: "entry_playbook",
    day: 113,
    time: "11:00",
    minutes: 60,
    presenterName: "Sarah Mitchell",
    texts: {
      en: {
        title: "The Australian market entry playbook",
        description:
          "Company set-up, first hires, pricing in Australian dollars and the first ninety days in market, in one practical session.",
        presenterRole: "Founder and Managing Director",
      },
      ko: {
        title: "호주 시장 진출 플레이북",
        description:
          "법인 설립, 첫 채용, 호주 달러 가격 책정, 시장 진입 후 첫 90일을 하나의 실용적인 세션으로 정리합니다.",
        presenterRole: "창립자 겸 대표이사",
      },
      zh: {
        title: "澳大利亚市场准入指南",
        description: "公司设立、首批招聘、澳元定价以及进入市场后的前九十天，一场实用课程全部讲清。",
        presenterRole: "创始人兼董事总经理",
      },
      hi: {
        title: "ऑस्ट्रेलियाई बाज़ार प्रवेश प्लेबुक",
        description:
          "कंपनी की स्थापना, पहली भर्तियाँ, ऑस्ट्रेलियाई डॉलर में मूल्य निर्धारण और बाज़ार में पहले नब्बे दिन, एक व्यावहारिक सत्र में।",
        presenterRole: "संस्थापक और प्रबंध निदेशक",
      },
      ar: {
        title: "دليل دخول السوق الأسترالية",
        description:
          "تأسيس الشركة وأول التعيينات والتسعير بالدولار الأسترالي والأيام التسعون الأولى في السوق، في جلسة عملية واحدة.",
        presenterRole: "المؤسِّسة والمديرة العامة",
      },
    },
  },
  {
    id: "govtech_outlook",
    day: -13,
    time: "11:00",
    minutes: 60,
    presenterName: "Priya Raman",
    texts: {
      en: {
        title: "GovTech outlook: where government will spend next year",
        description:
          "The budget priorities, digital programmes and procurement pipelines that will shape government technology buying in the coming year.",
        presenterRole: "Head of GovTech and Procurement",
      },
      ko: {
        title: "GovTech 전망: 내년 정부 지출의 방향",
        description:
          "내년 정부 기술 구매를 좌우할 예산 우선순위, 디지털 프로그램, 조달 파이프라인을 살펴봅니다.",
        presenterRole: "GovTech 및 조달 책임자",
      },
      zh: {
        title: "政府科技展望：明年政府的支出方向",
        description: "将影响来年政府技术采购的预算重点、数字化项目和采购计划。",
        presenterRole: "政府科技与采购主管",
      },
      hi: {
        title: "GovTech परिदृश्य: अगले वर्ष सरकार कहाँ खर्च करेगी",
        description:
          "बजट प्राथमिकताएँ, डिजिटल कार्यक्रम और खरीद योजनाएँ जो आने वाले वर्ष में सरकारी तकनीकी खरीद को आकार देंगी।",
        presenterRole: "प्रमुख, GovTech और खरीद",
      },
      ar: {
        title: "آفاق التقنية الحكومية: أين ستنفق الحكومة العام المقبل",
        description:
          "أولويات الميزانية والبرامج الرقمية وخطط المشتريات التي ستشكّل مشتريات الحكومة من التقنية في العام المقبل.",
        presenterRole: "رئيسة التقنية الحكومية والمشتريات",
      },
    },
  },
  {
    id: "company_setup",
    day: -41,
    time: "14:00",
    minutes: 60,
    presenterName: "Emily Chen",
    texts: {
      en: {
        title: "Setting up in Australia: ABN, GST and your first office",
        description:
          "Registering your company, getting an ABN in 3-5 business days, GST obligations and choosing between a virtual and a physical office.",
        presenterRole: "Head of Compliance and Regulatory Affairs",
      },
      ko: {
        title: "호주 법인 설립: ABN, GST, 첫 사무실",
        description:
          "회사 등록, 영업일 기준 3-5일 내 ABN 발급, GST 의무, 가상 사무실과 실제 사무실 중 선택하는 방법을 알려 드립니다.",
        presenterRole: "규정 준수 및 규제 업무 책임자",
      },
      zh: {
        title: "在澳大利亚设立公司：ABN、GST 与第一间办公室",
        description:
          "注册公司、在 3-5 个工作日内取得 ABN、GST 义务，以及如何在虚拟办公室和实体办公室之间做出选择。",
        presenterRole: "合规与监管事务主管",
      },
      hi: {
        title: "ऑस्ट्रेलिया में स्थापना: ABN, GST और आपका पहला कार्यालय",
        description:
          "अपनी कंपनी का पंजीकरण, 3-5 कार्यदिवसों में ABN पाना, GST दायित्व और वर्चुअल या भौतिक कार्यालय के बीच चुनाव।",
        presenterRole: "प्रमुख, अनुपालन और नियामक मामले",
      },
      ar: {
        title: "التأسيس في أستراليا: ABN وGST ومكتبك الأول",
        description:
          "تسجيل شركتك، والحصول على ABN خلال 3-5 أيام عمل، والتزامات ضريبة GST، والاختيار بين مكتب افتراضي ومكتب فعلي.",
        presenterRole: "رئيسة الامتثال والشؤون التنظيمية",
      },
    },
  },
  {
    id: "defence_pathway",
    day: -76,
    time: "11:00",
    minutes: 60,
    presenterName: "Sarah Mitchell",
    texts: {
      en: {
        title: "Selling to Defence: the Defence industry pathway",
        description:
          "How foreign technology companies become Defence suppliers: security clearances, industry programmes and teaming with prime contractors.",
        presenterRole: "Founder and Managing Director",
      },
      ko: {
        title: "국방 분야 판매: 방위산업 진출 경로",
        description:
          "해외 기술 기업이 국방 공급업체가 되는 과정: 보안 인가, 산업 프로그램, 주계약자와의 협력을 다룹니다.",
        presenterRole: "창립자 겸 대표이사",
      },
      zh: {
        title: "向国防部门销售：国防工业准入路径",
        description: "外国科技公司如何成为国防供应商：安全审查、产业计划以及与主承包商的合作。",
        presenterRole: "创始人兼董事总经理",
      },
      hi: {
        title: "रक्षा क्षेत्र को बेचना: रक्षा उद्योग का मार्ग",
        description:
          "विदेशी तकनीकी कंपनियाँ रक्षा आपूर्तिकर्ता कैसे बनती हैं: सुरक्षा मंज़ूरी, उद्योग कार्यक्रम और प्रमुख ठेकेदारों के साथ साझेदारी।",
        presenterRole: "संस्थापक और प्रबंध निदेशक",
      },
      ar: {
        title: "البيع لقطاع الدفاع: مسار صناعة الدفاع",
        description:
          "كيف تصبح شركات التقنية الأجنبية من موردي الدفاع: التصاريح الأمنية وبرامج الصناعة والتعاون مع المقاولين الرئيسيين.",
        presenterRole: "المؤسِّسة والمديرة العامة",
      },
    },
  },
  {
    id: "cyber_ai_buying",
    day: -104,
    time: "14:00",
    minutes: 45,
    presenterName: "Priya Raman",
    texts: {
      en: {
        title: "How government buys cyber security and AI",
        description:
          "Policies, assurance frameworks and buying channels for cyber security and artificial intelligence in Australian government.",
        presenterRole: "Head of GovTech and Procurement",
      },
      ko: {
        title: "정부는 사이버 보안과 AI를 어떻게 구매하는가",
        description: "호주 정부의 사이버 보안 및 인공지능 관련 정책, 보증 체계, 구매 채널을 설명합니다.",
        presenterRole: "GovTech 및 조달 책임자",
      },
      zh: {
        title: "政府如何采购网络安全与人工智能",
        description: "澳大利亚政府在网络安全和人工智能方面的政策、保障框架与采购渠道。",
        presenterRole: "政府科技与采购主管",
      },
      hi: {
        title: "सरकार साइबर सुरक्षा और AI कैसे खरीदती है",
        description:
          "ऑस्ट्रेलियाई सरकार में साइबर सुरक्षा और कृत्रिम बुद्धिमत्ता के लिए नीतियाँ, आश्वासन ढाँचे और खरीद के माध्यम।",
        presenterRole: "प्रमुख, GovTech और खरीद",
      },
      ar: {
        title: "كيف تشتري الحكومة الأمن السيبراني والذكاء الاصطناعي",
        description:
          "السياسات وأطر الضمان وقنوات الشراء الخاصة بالأمن السيبراني والذكاء الاصطناعي في الحكومة الأسترالية.",
        presenterRole: "رئيسة التقنية الحكومية والمشتريات",
      },
    },
  },
  {
    id: "apac_expansion",
    day: -132,
    time: "18:00",
    minutes: 60,
    presenterName: "James Park",
    texts: {
      en: {
        title: "Australia as your Asia-Pacific launch pad",
        description:
          "Why companies use Australia to enter the wider Asia-Pacific region, and how to structure the move for growth across the region.",
        presenterRole: "Director, Asia-Pacific Markets",
      },
      ko: {
        title: "아시아태평양 진출의 발판, 호주",
        description:
          "기업들이 호주를 통해 아시아태평양 지역에 진출하는 이유와, 지역 전반의 성장을 위한 구조를 설계하는 방법을 다룹니다.",
        presenterRole: "아시아태평양 시장 담당 이사",
      },
      zh: {
        title: "以澳大利亚为亚太扩张的跳板",
        description: "企业为何借助澳大利亚进入更广阔的亚太地区，以及如何规划布局以实现区域增长。",
        presenterRole: "亚太市场总监",
      },
      hi: {
        title: "एशिया-प्रशांत के लिए लॉन्च पैड के रूप में ऑस्ट्रेलिया",
        description:
          "कंपनियाँ व्यापक एशिया-प्रशांत क्षेत्र में प्रवेश के लिए ऑस्ट्रेलिया का उपयोग क्यों करती हैं, और पूरे क्षेत्र में विकास के लिए इसकी संरचना कैसे बनाएँ।",
        presenterRole: "निदेशक, एशिया-प्रशांत बाज़ार",
      },
      ar: {
        title: "أستراليا منصة انطلاقك إلى آسيا والمحيط الهادئ",
        description:
          "لماذا تستخدم الشركات أستراليا لدخول منطقة آسيا والمحيط الهادئ الأوسع، وكيف تنظّم هذه الخطوة لتحقيق النمو في المنطقة كلها.",
        presenterRole: "مدير أسواق آسيا والمحيط الهادئ",
      },
    },
  },
  {
    id: "grants_incentives",
    day: -167,
    time: "11:00",
    minutes: 60,
    presenterName: "Sarah Mitchell",
    texts: {
      en: {
        title: "Grants and incentives for foreign tech companies",
        description:
          "The R&D tax incentive, state government programmes and grants open to technology companies setting up in Australia.",
        presenterRole: "Founder and Managing Director",
      },
      ko: {
        title: "해외 기술 기업을 위한 보조금과 인센티브",
        description:
          "호주에 진출하는 기술 기업이 활용할 수 있는 R&D 세금 인센티브, 주 정부 프로그램, 보조금을 소개합니다.",
        presenterRole: "창립자 겸 대표이사",
      },
      zh: {
        title: "面向外国科技公司的补助与激励",
        description: "在澳大利亚设立的科技公司可申请的研发税收激励、州政府项目和各类补助。",
        presenterRole: "创始人兼董事总经理",
      },
      hi: {
        title: "विदेशी तकनीकी कंपनियों के लिए अनुदान और प्रोत्साहन",
        description:
          "ऑस्ट्रेलिया में स्थापित होने वाली तकनीकी कंपनियों के लिए R&D कर प्रोत्साहन, राज्य सरकार के कार्यक्रम और अनुदान।",
        presenterRole: "संस्थापक और प्रबंध निदेशक",
      },
      ar: {
        title: "المنح والحوافز لشركات التقنية الأجنبية",
        description:
          "حافز ضريبة البحث والتطوير وبرامج حكومات الولايات والمنح المتاحة لشركات التقنية التي تؤسس أعمالها في أستراليا.",
        presenterRole: "المؤسِّسة والمديرة العامة",
      },
    },
  },
];

const SAMPLE_IDS = new Set(SAMPLE_WEBINARS.map((webinar) => webinar.id));

/** A sample session's start when the programme is seeded at `now`. */
export function sampleStart(webinar: SampleWebinar, now: Date): Date {
  return sydneyInstant(sydneyDateOf(new Date(now.getTime() + webinar.day * 86_400_000)), webinar.time);
}

/** Whether a webinar is one of the seed's samples (marked as such in the back office). */
export const isSampleWebinar = (id: string) => SAMPLE_IDS.has(id);
