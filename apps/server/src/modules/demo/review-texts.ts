import type { TCategory } from '@gigbazaar/shared/constants';

/**
 * Written demo reviews by star band. `{name}` is replaced by the seller's first name. Category texts
 * are specific to the kind of work; the generic ones fit any gig and top up the pools.
 */
/** A review text; one that names a specific deliverable is limited to the gigs (slugs) it fits. */
export type ReviewText = string | { text: string; gigs: string[] };

export interface ReviewPool {
  /** 5 stars */
  five: ReviewText[];
  /** 4 stars: happy, with a small caveat */
  four: ReviewText[];
  /** 3 stars: mixed */
  three: ReviewText[];
  /** 1–2 stars */
  low: ReviewText[];
}

const only = (gigs: string[], text: string): ReviewText => ({ text, gigs });

export const CATEGORY_REVIEWS: Record<TCategory, ReviewPool> = {
  tech: {
    five: [
      only(
        ['whatsapp-business-api'],
        'Order updates on WhatsApp have cut our “where is my order” calls by half. Template approval with Meta was handled smoothly.',
      ),
      only(
        ['security-audit'],
        'The security report was written in language I could actually understand, and the critical fixes came as a clean pull request.',
      ),
      only(
        ['google-workspace-setup'],
        'Everything was set up in one evening and {name} explained the DNS changes on a call so I finally understand them. Our mails stopped going to spam the next day.',
      ),
      only(
        ['aws-server-setup', 'security-audit', 'google-workspace-setup'],
        'Very professional. {name} documented every step and handed over all passwords at the end. Exactly what you want from someone touching your servers.',
      ),
      only(
        ['aws-server-setup'],
        'Our site used to go down every sale weekend. Since {name}’s setup we have had zero downtime and I get an alert on WhatsApp if anything changes.',
      ),
      only(
        ['ai-faq-chatbot'],
        'The chatbot now answers about 70% of our admission queries. {name} trained it only on our brochure, so it never makes up fees.',
      ),
      'Clear communication, fast work, and no jargon. Highly recommended for non-technical founders.',
    ],
    four: [
      only(
        ['google-workspace-setup', 'aws-server-setup'],
        'Good, solid work. Took one day longer than promised because of our registrar, but {name} kept me informed throughout.',
      ),
      'Works well. I would have liked a little more explanation in the handover video, but {name} answered my follow-up questions quickly.',
    ],
    three: [
      'The setup works, but I had to chase for updates a couple of times. Technically fine, communication could be better.',
    ],
    low: [
      only(
        ['whatsapp-business-api', 'ai-faq-chatbot'],
        'The integration worked in testing but broke when we went live, and the fix took almost a week. Not happy with the timeline.',
      ),
    ],
  },
  dev: {
    five: [
      'Clean, well-structured code and a proper README. Our in-house team took over without any trouble.',
      only(
        ['flutter-app'],
        '{name} built our app exactly from the Figma file, and it runs smoothly even on my mother’s old Redmi phone. The Play Store approval went through on the first try.',
      ),
      only(
        ['bug-fixing'],
        'Found and fixed a bug that two other developers could not, and explained the root cause in a short note. Will hire again.',
      ),
      only(
        ['razorpay-upi-integration'],
        'UPI intent works perfectly now. Customers tap pay and PhonePe opens directly. Our checkout drop-off has clearly gone down.',
      ),
      only(
        ['node-rest-api'],
        'The API is clean, documented and has tests. My frontend developer said it was the easiest backend he has integrated.',
      ),
      only(
        ['startup-mvp-app'],
        'Delivered the MVP in three weeks as promised. The admin panel alone saves me an hour every day.',
      ),
    ],
    four: [
      only(
        ['flutter-app', 'startup-mvp-app'],
        'Great code quality. A couple of screens needed small spacing fixes after delivery, which {name} did the same day.',
      ),
      'Very capable developer. Scope discussions took a while at the start, but the result was worth it.',
    ],
    three: [
      only(
        ['flutter-app', 'startup-mvp-app'],
        'The app works, but some features I thought were included turned out to be extra. Make sure the scope is written down.',
      ),
    ],
    low: [
      only(
        ['flutter-app', 'startup-mvp-app'],
        'Delivery slipped by ten days and the first build crashed on older Android versions. It was fixed eventually, but it cost us our launch date.',
      ),
    ],
  },
  design: {
    five: [
      only(
        ['digital-illustration-art'],
        'The book cover illustration is gorgeous. The sketch stage made it easy to get the composition right before colour.',
      ),
      only(
        ['brand-identity-kit'],
        'The brand guide is so thorough that our printer, web developer and packaging vendor all got it right the first time.',
      ),
      only(
        ['minimalist-logo-design', 'modern-logo-design'],
        'Agency-level quality at this price is a steal. The logo looks great on our shop board and as a tiny WhatsApp icon too.',
      ),
      only(
        ['minimalist-logo-design', 'modern-logo-design', 'brand-identity-kit'],
        '{name} understood our brand from a 20-minute call. The second concept was exactly what we wanted, and the files came in every format our printer asked for.',
      ),
      only(
        ['instagram-post-templates'],
        'The Canva templates have made our Instagram look so consistent. My staff can now make a post in five minutes.',
      ),
      only(
        ['packaging-design'],
        'Beautiful packaging, and the FSSAI panel was laid out perfectly, so the printer accepted it on the first go.',
      ),
      only(
        ['modern-logo-design'],
        'The Hindi and English lettering sit together so naturally. Customers keep complimenting the new board.',
      ),
    ],
    four: [
      'Lovely design work. It took three rounds to get the colours right, but {name} was patient throughout.',
      only(
        ['minimalist-logo-design', 'modern-logo-design', 'brand-identity-kit'],
        'Very happy with the final logo. I wish the first concepts had been a little more varied.',
      ),
    ],
    three: ['The design is fine, but it felt close to things I have seen before. Delivery was on time.'],
    low: [
      'The concepts did not match my brief at all and the revisions only changed colours. I ended up using a different designer.',
    ],
  },
  web: {
    five: [
      only(
        ['portfolio-website'],
        'My portfolio site got me two interview calls in the first week. Clean design, and on my own domain.',
      ),
      only(
        ['shopify-store'],
        'Our Shopify store went live before Diwali as promised. COD by pin code and Shiprocket work perfectly; we got 40 orders in the first week.',
      ),
      only(
        ['website-speed-fix'],
        '{name} took our site from 9 seconds to under 2 on mobile. The before-and-after report was very convincing for my partners.',
      ),
      only(
        ['wordpress-business-website'],
        'The clinic website looks premium and the WhatsApp button brings us appointments every day.',
      ),
      only(
        ['nextjs-landing-page'],
        'Landing page scores 98 on Lighthouse and our cost per lead on Meta ads dropped almost by half.',
      ),
      only(
        ['shopify-store', 'wordpress-business-website'],
        'Excellent training video at the end. I can now add products and change banners myself.',
      ),
    ],
    four: [
      'Very good site. A few images were compressed a bit too much, but {name} fixed it when I asked.',
      'Happy with the website. Took a few extra days because I was slow with content, and {name} was understanding.',
    ],
    three: [
      only(
        ['wordpress-business-website', 'portfolio-website', 'shopify-store'],
        'The site is fine, but the design is quite template-like. Good value for the price though.',
      ),
    ],
    low: [
      only(
        ['shopify-store'],
        'The store launched with broken payment settings and we lost orders on the first weekend. Support after delivery was slow.',
      ),
    ],
  },
  animation: {
    five: [
      'Smooth, professional animation with great timing. It made our product look far more polished.',
      only(
        ['logo-animation-intro'],
        'The logo intro is slick and the sound effect gives it real punch. We now use it on every YouTube video.',
      ),
      only(
        ['whiteboard-animation-hindi'],
        'Our loan process explainer in Hindi is so clear that our call centre gets fewer confused calls. Great script work too.',
      ),
      only(
        ['2d-explainer-video'],
        '{name} drew characters that actually look like our customers. Our team loved the kirana uncle!',
      ),
      only(
        ['lottie-app-animations'],
        'The Lottie files are tiny and play smoothly in our app. Exactly what our developers needed.',
      ),
    ],
    four: [
      only(
        ['whiteboard-animation-hindi', '2d-explainer-video'],
        'Lovely animation. The voice-over pacing needed one extra revision, which was handled quickly.',
      ),
      'Good quality and on time. I would have liked one more concept for the style before production.',
    ],
    three: [
      only(
        ['whiteboard-animation-hindi', '2d-explainer-video'],
        'Animation is decent but a bit slow-paced for reels. We had to trim it ourselves.',
      ),
    ],
    low: [
      only(
        ['whiteboard-animation-hindi', '2d-explainer-video'],
        'The final video looked very different from the storyboard we approved and the changes took weeks.',
      ),
    ],
  },
  music: {
    five: [
      'Studio-quality audio and very professional behaviour. Files came neatly labelled and on time.',
      only(
        ['hindi-english-voice-over'],
        'Warm, clear voice and perfect Hindi pronunciation. {name} delivered in a few hours and even synced it to our video.',
      ),
      only(
        ['brand-jingle'],
        'The jingle is stuck in everyone’s head in our office! The 5-second sonic logo is perfect for our reels.',
      ),
      only(
        ['mixing-mastering'],
        'My song finally sounds like a real release. The vocals sit so well in the mix now. Already on JioSaavn.',
      ),
      only(
        ['youtube-background-music'],
        'Original background tracks and not a single copyright claim since. The sitar lo-fi track is our channel’s signature now.',
      ),
      only(
        ['malayalam-voice-over'],
        'Natural Malayalam, not the stiff translated kind. Our Gulf customers responded really well to the ad.',
      ),
    ],
    four: [
      only(
        ['hindi-english-voice-over', 'malayalam-voice-over'],
        'Great voice and quick turnaround. One word was mispronounced, but the retake came within the hour.',
      ),
      only(
        ['mixing-mastering'],
        'Very good mix. Took one more revision than I expected to get the bass right, but worth it.',
      ),
    ],
    three: [
      only(
        ['youtube-background-music', 'brand-jingle'],
        'The track is nice but too generic for what I asked. Delivery was on time and the quality is clean.',
      ),
    ],
    low: [
      only(
        ['hindi-english-voice-over', 'malayalam-voice-over'],
        'The voice-over did not match the reference tone at all and the retake had the same problem.',
      ),
    ],
  },
  writing: {
    five: [
      only(
        ['malayalam-english-translation'],
        'The Malayalam brochure reads as if it was written in Malayalam first. Our Kerala dealers were impressed.',
      ),
      only(
        ['seo-blog-articles'],
        '{name}’s articles read like a person wrote them, and two of them are already on the first page of Google for our keywords.',
      ),
      only(
        ['website-copywriting'],
        'The new website copy finally explains what we do in plain words. Enquiries through the form have doubled.',
      ),
      only(
        ['english-proofreading'],
        'My SOP for the UK universities was polished without losing my voice. Got two admits!',
      ),
      only(
        ['english-proofreading'],
        'Fast and very careful proofreading. The tracked changes taught me a lot about my common mistakes.',
      ),
      only(
        ['amazon-product-descriptions'],
        'Listings now read well and our Amazon search ranking improved within a month.',
      ),
    ],
    four: [
      only(
        ['seo-blog-articles', 'website-copywriting', 'amazon-product-descriptions'],
        'Well-researched and well-written. A few facts about our industry needed correcting, which {name} did quickly.',
      ),
      'Good writing and on time. The tone was a bit formal at first; the revision got it right.',
    ],
    three: [
      only(
        ['seo-blog-articles', 'website-copywriting'],
        'Decent articles, but they needed quite a bit of editing to match our brand voice.',
      ),
    ],
    low: [
      only(
        ['malayalam-english-translation'],
        'The translation had several errors in technical terms and the deadline was missed.',
      ),
    ],
  },
  marketing: {
    five: [
      only(
        ['instagram-social-media-management'],
        'Our Instagram reach grew 4x in the first month, and the monthly report is simple enough for my father to read.',
      ),
      only(
        ['google-ads-local-business'],
        'Google Ads finally brings calls from our own city. Cost per lead went from ₹600 to about ₹180.',
      ),
      only(
        ['local-seo-google-business-profile'],
        'We were on page two of Maps; now we are in the top three for “bakery near me”. Real walk-ins from it.',
      ),
      only(
        ['influencer-marketing-campaign'],
        'The influencer campaign was well organised, with real creators and tracked sales, not just vanity likes.',
      ),
      only(['email-marketing-campaigns'], 'The welcome email series pays for itself every week. Great subject lines.'),
    ],
    four: [
      'Good strategy and honest reporting. Results took a few weeks to show, just as {name} had told us.',
      only(
        ['instagram-social-media-management'],
        'Good results overall. Festival posts came a little late for Onam, but everything else was on schedule.',
      ),
      only(
        ['instagram-social-media-management', 'influencer-marketing-campaign'],
        'Solid campaign setup and clear reporting. I would like more reel ideas next month.',
      ),
    ],
    three: ['Engagement went up a little, but not the sales we were hoping for. Communication was good though.'],
    low: [
      only(
        ['google-ads-local-business'],
        'Spent ₹20,000 on ads with almost no leads, and the optimisation after two weeks never really happened.',
      ),
    ],
  },
  photography: {
    five: [
      'Careful, detailed editing and quick replies. The photos look natural, not over-processed.',
      only(
        ['product-photo-retouching'],
        'Our product photos look like a big brand shot them. Amazon approved all 20 listings without a single rejection.',
      ),
      only(
        ['old-photo-restoration'],
        '{name} restored my grandparents’ 1962 wedding photo. My mother cried when she saw it in colour. Thank you!',
      ),
      only(
        ['wedding-photo-editing'],
        'Consistent, beautiful grading across 300 photos, and the diya-lit pheras shots look magical.',
      ),
      only(
        ['lifestyle-product-photoshoot'],
        'The lifestyle shoot gave our website a completely new feel. Products came back safely too.',
      ),
    ],
    four: [
      only(
        ['product-photo-retouching'],
        'Very good edits. A couple of jewellery pieces lost a little sparkle, but it was corrected in revision.',
      ),
      'Lovely photos. Delivery was one day late, but the quality made up for it.',
    ],
    three: ['Edits are clean but the colours are a bit too warm for our style. Okay for the price.'],
    low: [
      only(
        ['product-photo-retouching'],
        'Backgrounds had rough edges on half the photos and the revision did not fix all of them.',
      ),
    ],
  },
  video: {
    five: [
      'Great sense of pacing and music. The final video felt professional and on-brand.',
      only(
        ['youtube-video-editing'],
        '{name} turned two hours of raw footage into a tight 12-minute video. Our watch time went up noticeably.',
      ),
      only(['instagram-reels-editing'], 'The reels have great hooks. One of them crossed 2 lakh views, our best ever.'),
      only(
        ['wedding-highlight-film'],
        'Our wedding highlight film made the whole family emotional. Worth every rupee.',
      ),
      only(['corporate-ad-film'], 'The company video looks like it was made by an agency. Our investors loved it.'),
      only(['video-subtitles'], 'Accurate Hindi subtitles with perfect timing. Our videos now work on mute.'),
    ],
    four: [
      only(
        ['youtube-video-editing'],
        'Great edit. Thumbnails could have been bolder, but the video itself was excellent.',
      ),
      only(
        ['youtube-video-editing', 'instagram-reels-editing', 'wedding-highlight-film', 'corporate-ad-film'],
        'Very good work. Needed one revision for music choice, handled quickly.',
      ),
    ],
    three: ['The edit is fine but took longer than promised, and I had to send notes twice.'],
    low: [
      only(
        ['youtube-video-editing', 'instagram-reels-editing', 'wedding-highlight-film', 'corporate-ad-film'],
        'Missed the deadline for our launch and the first version had audio sync problems.',
      ),
    ],
  },
  business: {
    five: [
      'Clear thinking and clear documents. {name} made a complicated process feel simple.',
      only(
        ['mudra-loan-business-plan'],
        'The project report was exactly what the bank wanted. Our MUDRA loan was sanctioned in three weeks.',
      ),
      only(
        ['investor-pitch-deck'],
        '{name} reworked our pitch story completely. We closed our angel round a month later.',
      ),
      only(
        ['company-registration'],
        'Company registration done smoothly and all documents came well organised. No running around at all.',
      ),
      only(
        ['market-research-report'],
        'The market research saved us from launching in the wrong city. Very thorough competitor analysis.',
      ),
    ],
    four: [
      'Professional and thorough. Took a little longer than planned, but the result was solid.',
      only(
        ['mudra-loan-business-plan'],
        'Very helpful report. The projections needed one round of changes, which were explained patiently.',
      ),
      only(['investor-pitch-deck'], 'Good deck and a useful practice call. Design could be a little more modern.'),
    ],
    three: [
      only(
        ['mudra-loan-business-plan', 'market-research-report'],
        'The report is okay, but some sections felt copied from a template. The numbers were correct though.',
      ),
    ],
    low: [
      only(['company-registration'], 'Registration took much longer than the promised time and updates were rare.'),
    ],
  },
  data: {
    five: [
      'Sharp analytical thinking and very clear explanations. {name} asked all the right questions about our data.',
      only(
        ['power-bi-dashboard'],
        'The Power BI dashboard is now the first thing I open every morning. I can see each branch’s collections on my phone.',
      ),
      only(
        ['demand-forecasting-model'],
        '{name} found that 20% of our SKUs were causing 70% of our stockouts. The forecast model has already saved us lakhs.',
      ),
      only(
        ['excel-automation'],
        'My two-hour daily Excel chore is now one button. Brilliant work and clear documentation.',
      ),
      only(
        ['python-data-analysis'],
        'Clean data, clear charts, and findings explained in plain words. Our board loved the report.',
      ),
      only(['web-scraping-data'], 'Scraped exactly what we needed, well organised, and the script is reusable.'),
    ],
    four: [
      'Good work and well documented. A little slow to respond on weekends.',
      only(
        ['power-bi-dashboard'],
        'Very useful dashboard. The first version was slow with our big Tally export, but {name} optimised it.',
      ),
      only(
        ['python-data-analysis', 'power-bi-dashboard'],
        'Good analysis and fast delivery. Some charts needed better labels for our management.',
      ),
    ],
    three: [
      only(
        ['python-data-analysis', 'demand-forecasting-model'],
        'The analysis is correct but too technical for our team. We needed a simpler summary.',
      ),
    ],
    low: [
      only(
        ['demand-forecasting-model'],
        'The model’s forecasts were way off for the festival season, which was the whole point of the project.',
      ),
    ],
  },
  finance: {
    five: [
      'Explains tax matters in simple Hindi and English. Finally a CA who replies on WhatsApp the same day.',
      only(
        ['gst-registration-returns'],
        '{name} files our GST returns on time every month and found ₹38,000 of input credit we had missed last year.',
      ),
      only(
        ['income-tax-return-filing'],
        'ITR filed in one day, and the old versus new regime comparison saved me around ₹22,000.',
      ),
      only(
        ['startup-financial-model'],
        'The financial model is clean and investors could follow every assumption. Great cap table too.',
      ),
      only(
        ['bookkeeping-tally-zoho'],
        'Our books are finally in order. The monthly P&L helps me actually run the business.',
      ),
    ],
    four: [
      'Very knowledgeable CA. Response times are slower during tax season, but the work is reliable.',
      only(
        ['gst-registration-returns'],
        'Good service and clear explanations. A reminder came a little late one month, but no penalty.',
      ),
    ],
    three: ['Work was correct, but I had to send the same documents twice. Communication needs improvement.'],
    low: [
      only(
        ['gst-registration-returns', 'income-tax-return-filing'],
        'A return was filed with a mistake and the rectification took a long time.',
      ),
    ],
  },
  consulting: {
    five: [
      'Focused, honest and practical advice. Worth far more than the fee.',
      only(
        ['startup-product-consultation'],
        'One hour with {name} saved me three months of building the wrong features. The written notes were gold.',
      ),
      only(
        ['tax-planning-consultation'],
        'Very practical tax advice. The plan was simple to follow and I am saving much more than the fee.',
      ),
      only(
        ['data-ai-strategy-consulting'],
        '{name} told us honestly that we needed a better spreadsheet before any AI. Refreshing and useful.',
      ),
      only(
        ['brand-strategy-session'],
        'The brand workshop gave our team a shared language. The moodboard made briefing our designer easy.',
      ),
    ],
    four: [
      'Useful session. I wish it had been a little longer, but the follow-up notes covered everything.',
      'Good advice and clearly explained. A few suggestions were too generic for our specific case.',
    ],
    three: ['Some helpful points, but most of it I already knew. Okay for a first-time founder.'],
    low: ['The call started late and felt rushed. The notes never arrived until I asked twice.'],
  },
};

export const GENERIC_REVIEWS: ReviewPool = {
  five: [
    'Excellent work, delivered before the deadline. {name} understood the brief in one go.',
    'Bahut badhiya kaam! Very professional and always replied on time. Will definitely order again.',
    'Third time ordering from {name} and the quality is consistent every time.',
    'Exceeded my expectations. Clear communication and great attention to detail.',
    'Super smooth experience from start to finish. Paid via UPI, got the work in two days. Highly recommended!',
    'Worth every rupee. {name} even suggested improvements I had not thought of.',
    'Very patient with all my questions and changes. The final result is exactly what I wanted.',
    'Fast, polite and skilled. This is how freelancing should work.',
    'Top class work. Recommended {name} to two friends already.',
    'Great value for money. Friendly, quick and very good at what they do.',
  ],
  four: [
    'Good work overall. Needed one extra revision, but {name} was very cooperative.',
    'Nice quality and fair price. Delivery was a day late, but informed in advance.',
    'Happy with the result. Communication could be slightly faster during weekends.',
    'Solid work. Not perfect at the first attempt, but the revision was spot on.',
    'Good experience. I would order again for similar work.',
    'Quality work. A bit more explanation at handover would have made it perfect.',
  ],
  three: [
    'Average experience. The work is okay, but needed more back and forth than expected.',
    'Delivered on time, but the quality was just okay for the price.',
    'Decent, but I had to explain my requirements multiple times.',
    'Fine for a basic need. Not as polished as the samples shown.',
  ],
  low: [
    'Not satisfied. The delivery was late and did not match what was promised in the gig.',
    'Poor communication and the work needed to be redone by someone else.',
    'Disappointed. The final files were incomplete and revisions were slow.',
    'Did not follow the brief. Had to raise a dispute for a partial refund.',
  ],
};
