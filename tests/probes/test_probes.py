"""Documents we never tuned to keep their scores: each probe is built alone and scored against its gold.

The probes (``g1_``...``g7_`` + a name, as .txt, .md or .html, gold facts beside them as .json,
annotated by ../shared/eval/GOLD_SCHEMA.md before labgraph first read them) are invented pages of
other fields, countries and layouts: lab, group and people pages, CVs, profiles, biographies and
publication lists (biology, chemistry, physics, astronomy, mathematics, statistics, economics,
history, law, linguistics, psychology, medicine, nursing, engineering; many citation styles). g1,
g3 and g5 were written for people facts (supervision, education, positions, affiliation, page
owner), g2, g4 and g6 for publications, software and awards; g7 were written as a held-out check
of everything (their first run, before any fix, is the README's estimate for unseen documents).
Each floor sits a little under the macro F1 reached, so a regression in extraction fails here.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from labgraph.export import write_graph
from labgraph.pipeline import build

HERE = Path(__file__).parent

FLOORS = {
    "g1_biolab.txt": 0.93,
    "g1_cnrs_page.txt": 0.96,
    "g1_cs_student_home.txt": 0.70,
    "g1_dates_first_cv.txt": 0.97,
    "g1_ecology_homepage.txt": 0.94,
    "g1_econ_faculty.html": 0.97,
    "g1_econ_jm.txt": 0.97,
    "g1_german_group.txt": 0.93,
    "g1_humanities_profile.txt": 0.97,
    "g1_ieee_bio.txt": 0.97,
    "g1_japan_lab.txt": 0.97,
    "g1_latam_cv.txt": 0.93,
    "g1_lebenslauf.txt": 0.97,
    "g1_math_cv.txt": 0.97,
    "g1_md_homepage.txt": 0.95,
    "g1_medicine_profile.txt": 0.93,
    "g1_nordic_cv.txt": 0.97,
    "g1_nursing_bio.txt": 0.97,
    "g1_people_page.html": 0.75,
    "g1_physics_group.html": 0.94,
    "g1_postdoc_home.txt": 0.94,
    "g1_psych_cv.txt": 0.97,
    "g2_aea_cv.txt": 0.97,
    "g2_bibtex_plain.txt": 0.97,
    "g2_cjk_homepage.txt": 0.97,
    "g2_compbio_lab.md": 0.87,
    "g2_datamining_cv.txt": 0.97,
    "g2_econ_jobmarket.txt": 0.97,
    "g2_humanities_profile.txt": 0.93,
    "g2_ieee_cv.txt": 0.97,
    "g2_math_cv.txt": 0.97,
    "g2_physics_aps.txt": 0.93,
    "g2_robotics_homepage.html": 0.80,
    "g2_stats_homepage.html": 0.97,
    "g2_tools_page.md": 0.47,
    "g2_vancouver_medical.txt": 0.97,
    "g3_academic_family.txt": 0.77,
    "g3_astro_people.txt": 0.91,
    "g3_bioinfo_postdoc.txt": 0.77,
    "g3_chem_group.txt": 0.92,
    "g3_cs_phd_home.txt": 0.87,
    "g3_eng_cv.txt": 0.97,
    "g3_french_profile.txt": 0.86,
    "g3_history_supervision.txt": 0.91,
    "g3_industry_home.txt": 0.87,
    "g3_italian_profile.txt": 0.9,
    "g3_korean_lab.txt": 0.93,
    "g3_ling_cv.txt": 0.97,
    "g3_neuro_postdoc.txt": 0.94,
    "g3_physics_cv.txt": 0.84,
    "g3_psych_people.html": 0.96,
    "g3_spanish_profile.txt": 0.82,
    "g3_stats_advising.txt": 0.96,
    "g4_acm_cv.txt": 0.97,
    "g4_apa_education.txt": 0.73,
    "g4_awards_cv.txt": 0.93,
    "g4_biorxiv_lab.txt": 0.97,
    "g4_chem_acs.txt": 0.93,
    "g4_chicago_books.txt": 0.97,
    "g4_cn_cv.txt": 0.97,
    "g4_dblp_page.txt": 0.63,
    "g4_group_news.md": 0.93,
    "g4_harvard_business.txt": 0.89,
    "g4_html_pubs.html": 0.91,
    "g4_html_table.html": 0.97,
    "g4_math_arxiv.txt": 0.36,
    "g4_prose_bio.txt": 0.97,
    "g4_research_engineer.txt": 0.97,
    "g4_scholar_list.txt": 0.97,
    "g4_stats_software.txt": 0.97,
    "g4_status_list.txt": 0.97,
    "g4_theses_talks.txt": 0.63,
    "g5_alumni_placement.txt": 0.92,
    "g5_cn_dotdates.txt": 0.96,
    "g5_committee_cv.txt": 0.9,
    "g5_dates_last_cv.txt": 0.97,
    "g5_dl_profile.html": 0.97,
    "g5_dutch_promotor.txt": 0.77,
    "g5_grad_directory.html": 0.91,
    "g5_hospital_profile.txt": 0.94,
    "g5_humanities_committees.txt": 0.97,
    "g5_industry_home.md": 0.92,
    "g5_group_table.html": 0.92,
    "g5_iit_faculty.html": 0.94,
    "g5_lab_members.html": 0.86,
    "g5_lattes_cv.txt": 0.95,
    "g5_med_faculty.txt": 0.93,
    "g5_nih_biosketch.txt": 0.95,
    "g5_obituary.txt": 0.8,
    "g5_orcid_style.txt": 0.97,
    "g5_postdoc_cv.txt": 0.97,
    "g5_prose_bio_prior.txt": 0.97,
    "g5_pubs_title.txt": 0.97,
    "g5_researchmap_jp.txt": 0.9,
    "g5_spanish_bio.txt": 0.77,
    "g5_stats_people.txt": 0.97,
    "g5_student_news.txt": 0.89,
    "g5_team_page.md": 0.92,
    "g5_whereabouts.txt": 0.94,
    "g6_apa_psych.txt": 0.97,
    "g6_astro_group.txt": 0.74,
    "g6_awards_table.txt": 0.8,
    "g6_bio_prose.txt": 0.88,
    "g6_bioinfo_software.txt": 0.78,
    "g6_cs_li.html": 0.97,
    "g6_cv_honors_code.txt": 0.47,
    "g6_econ_wp.txt": 0.97,
    "g6_group_news.txt": 0.77,
    "g6_group_refs.bib": 0.97,
    "g6_hal_french.txt": 0.63,
    "g6_hep_arxiv.txt": 0.71,
    "g6_hpc_software.txt": 0.63,
    "g6_humanities_books.txt": 0.87,
    "g6_japan_colon.txt": 0.93,
    "g6_lab_ol.html": 0.97,
    "g6_law_bluebook.txt": 0.97,
    "g6_math_mr.txt": 0.73,
    "g6_md_homepage.md": 0.93,
    "g6_medicine_pmcid.txt": 0.93,
    "g6_orcid_export.txt": 0.47,
    "g6_philosophy_profile.txt": 0.93,
    "g6_s2_export.txt": 0.97,
    "g7_marine_lab.txt": 0.93,
    "g7_swiss_cv.txt": 0.78,
    "g8_cnrs_equipe.txt": 0.49,
    "g8_copi_group.html": 0.86,
    "g8_ecology_former.txt": 0.82,
    "g8_german_chair.txt": 0.84,
    "g8_india_lab.txt": 0.69,
    "g8_medical_group.txt": 0.94,
    "g8_neuro_cards.html": 0.87,
    "g8_robotics_table.md": 0.94,
    "g8_roster.txt": 0.65,
    "g7_robotics_people.html": 0.91,
    "g7_historian_profile.txt": 0.76,
    "g7_student_home.md": 0.95,
    "g7_korean_profile.txt": 0.87,
    "g7_math_home.html": 0.97,
    "g7_neuro_team.txt": 0.89,
    "g7_postdoc_home.txt": 0.83,
    "g7_cs_group.txt": 0.87,
    "g7_stats_cv.txt": 0.95,
    "g7_physics_group.md": 0.95,
    "g7_econ_faculty.txt": 0.86,
    "g7_chem_group.txt": 0.76,
    # round 4, lead: homepages of other fields (first run 0.78 / 0.77 / 0.76 / 0.95)
    "r4_bioinfo_student.txt": 0.93,
    "r4_physics_postdoc.txt": 0.90,
    "r4_nlp_prof.txt": 0.97,
    "r4_math_emeritus.txt": 0.97,
    # (first run 0.77 / 0.93 / 0.86)
    "r4_directory_profile.txt": 0.93,
    "r4_history_cv.txt": 0.90,
    "r4_industry_researcher.md": 0.97,
    # (first run 0.97 / 0.33: a publication list under a "Publications | X Lab" page title)
    "r4_uk_cv.md": 0.95,
    # round 5, G11: profile pages, homepages and CVs of unseen layouts (first run in the README's table)
    "g11_atlas_physics.txt": 0.46,
    "g11_clinician_cv.txt": 0.96,
    "g11_humanities_cv.txt": 0.80,
    "g11_ieee_author.txt": 0.65,
    "g11_moderncv.txt": 0.53,
    "g11_orcid_works.html": 0.50,
    "g11_patents_cv.txt": 0.92,
    "g11_research_portal.html": 0.83,
    "g11_rse_home.html": 0.83,
    "g11_s2_author.txt": 0.49,
    "g11_wowchemy_home.html": 0.80,
    # G10 (round 5, people facts on held-out lab/group pages and biographies); first run in the comments
    "g10_90s_home.html": 0.88,          # first run 0.21
    "g10_alumni_table.md": 0.76,        # 0.45
    "g10_china_lab.txt": 0.85,          # 0.41
    "g10_equipe.txt": 0.78,             # 0.00
    "g10_genealogy.txt": 0.97,          # 0.00
    "g10_join_us.txt": 0.78,            # 0.68
    "g10_openreview.txt": 0.97,         # 0.46
    "g10_research_centre.html": 0.95,   # 0.00
    "g10_wiki_bio.txt": 0.84,           # 0.78
    "g10_wp_people.html": 0.74,         # 0.59
    "g10_dept_people.txt": 0.92,        # second wave: 0.15
    "g10_hugo_team.md": 0.71,           # 0.23
    "g10_obituary.txt": 0.70,           # 0.57
    "g10_indian_lab.txt": 0.87,         # third wave: 0.66
    "g10_mentoring.txt": 0.63,          # 0.40
    "r4_pubmed_list.txt": 0.92,
    # (first run 0.69: a German professor's old HTML page with a telegraphic "Short CV")
    "r4_old_html.html": 0.87,
    # (first run 0.63: "[PLDI'24] Title. Authors." with the venue tag first)
    "r4_cs_student.txt": 0.95,
    "g9_academicpages.md": 0.87,
    "g9_astro_ads.txt": 0.97,
    "g9_chem_acs.txt": 0.64,
    "g9_cs_table.html": 0.95,
    "g9_dblp_page.html": 0.97,
    "g9_ieee_tags_cv.txt": 0.82,
    "g9_law_cv.txt": 0.8,
    "g9_nature_list.txt": 0.72,
    "g9_profile_dl.html": 0.83,
    "g9_scholar_export.txt": 0.97,
    "g9_thesis_refs.bib": 0.77,
    "g9_tools_list.txt": 0.91,
    "g9_wp_epi.html": 0.64,
    "g9_mla_humanities.txt": 0.77,
    "g9_arxiv_listing.txt": 0.97,
    "g9_lab_tools.md": 0.97,
    "g9_bio_awards.txt": 0.86,
    "g9_drupal_faculty.html": 0.84,
    "g9_jp_engineering.txt": 0.77,
    "g9_alfolio.html": 0.97,
    "g9_pdf_cv_wrapped.txt": 0.88,
    "g9_pure_portal.html": 0.9,
    "r5_architecture_cv.md": 0.61,
    "r5_ascii_math_cv.txt": 0.72,
    "r5_au_ecology_hdr.txt": 0.83,
    "r5_clinician_cv.txt": 0.91,
    "r5_cn_prof_home.txt": 0.89,
    "r5_de_chem_habil.txt": 0.80,
    "r5_econ_committee_cv.txt": 0.85,
    "r5_gh_nlp_student.md": 0.90,
    "r5_html2008_home.html": 0.87,
    "r5_pt_homepage.html": 0.63,
    "r13_chem_prof_page.txt": 0.52,     # round 13, first run 0.33
    "r13_cs_phd_homepage.md": 0.79,     # round 13, first run 0.77
    "r13_ecology_lab.md": 0.68,         # round 13, first run 0.37
    "r13_econ_cv.txt": 0.62,            # round 13, first run 0.57
    "r13_geo_homepage.html": 0.78,      # round 13, first run 0.44
    "r13_neuro_group.html": 0.56,       # round 13, first run 0.18
    "r13_pub_list_numbered.txt": 0.62,  # round 13, first run 0.60
    "r13_scholar_like.txt": 0.90,       # round 13, first run 0.93
    "r14_agri_cv_pt.txt": 0.53,             # round 14, first run 0.22
    "r14_data_scientist_home.md": 0.79,  # round 14, first run 0.77
    "r14_french_cv.md": 0.50,            # round 14, first run 0.06
    "r14_materials_prof.html": 0.67,     # round 14, first run 0.70
    "r14_nsf_biosketch.txt": 0.42,       # round 14, first run 0.34
    "r14_phd_defence_news.txt": 0.74,    # round 14, first run 0.02
    "r14_physics_group_wiki.md": 0.39,   # round 14, first run 0.37
    "r14_structbio_alumni.html": 0.37,   # round 14, first run 0.10
    "r15_astro_people_table.html": 0.23, # round 15, first run 0.03
    "r15_chem_alumni_lineage.txt": 0.61, # round 15, first run 0.55
    "r15_history_gsites_ortega.html": 0.61,  # round 15, first run 0.64
    "r15_it_cv_ordinario.txt": 0.62,     # round 15, first run 0.36
    "r15_meche_phd_cv_ferraz.md": 0.77,  # round 15, first run 0.81
    "r15_psych_lab_jekyll.md": 0.67,     # round 15, first run 0.51
    "r15_pure_portal_profile.html": 0.96,  # round 15, first run 0.60
    "r15_stats_prof_castellanos.txt": 0.70,  # round 15, first run 0.61
    "r16_gh_org_readme.md": 0.66,         # round 16, first run 0.34
    "r16_lehrstuhl_team.html": 0.41,      # round 16, first run 0.04
    "r16_moderncv_vdberghe.txt": 0.68,    # round 16, first run 0.72
    "r16_neurotree_cardoso.md": 0.69,     # round 16, first run 0.73
    "r16_nih_biosketch.txt": 0.57,        # round 16, first run 0.22
    "r16_phd_placements.txt": 0.48,       # round 16, first run 0.32
    "r16_seams_speakers.html": 0.60,      # round 16, first run 0.58
    "r16_ugr_ficha_pdi.html": 0.59,       # round 16, first run 0.35
    "r17_cn_faculty_profile.html": 0.74,  # round 17, first run 0.78
    "r17_docent_cv.txt": 0.83,            # round 17, first run 0.16
    "r17_erc_project_team.md": 0.50,      # round 17, first run 0.54
    "r17_hdr_encadrement.txt": 0.38,      # round 17, first run 0.42
    "r17_notion_lab_wiki.md": 0.48,       # round 17, first run 0.51
    "r17_retirement_news.html": 0.81,     # round 17, first run 0.05
    "r17_society_fellows.html": 0.13,     # round 17, first run 0.17
    "r17_thesis_about_author.txt": 0.73,  # round 17, first run 0.76
    "r18_conference_bios.html": 0.65,     # round 18, first run 0.43
    "r18_graduation_booklet.txt": 0.73,   # round 18, first run 0.00
    "r18_grant_report_personnel.txt": 0.15,  # round 18, first run 0.19
    "r18_linkedin_export.txt": 0.39,      # round 18, first run 0.42
    "r18_pandoc_md_cv.md": 0.69,          # round 18, first run 0.40
    "r18_polish_dr_hab.html": 0.32,       # round 18, first run 0.35
    "r18_russian_cv.txt": 0.61,           # round 18, first run 0.64
    "r18_wp_lab_blog.html": 0.15,         # round 18, first run 0.19
    "r19_dept_advisees_directory.html": 0.26,  # round 19, first run 0.21
    "r19_europass_cv.txt": 0.48,          # round 19, first run 0.52
    "r19_festschrift_preface.txt": 0.08,  # round 19, first run 0.11
    "r19_github_profile_readme.md": 0.58,  # round 19, first run 0.39
    "r19_hospital_research_group.html": 0.40,  # round 19, first run 0.44
    "r19_indian_thesis_front.txt": 0.45,  # round 19, first run 0.17
    "r19_korean_prof_cv.txt": 0.65,       # round 19, first run 0.17
    "r19_lab_history_timeline.md": 0.37,  # round 19, first run 0.14
    "r20_biology_cv.txt": 0.67,           # round 20, first run 0.53
    "r20_cs_faculty_homepage.html": 0.76,  # round 20, first run 0.79
    "r20_engineering_cv.txt": 0.81,       # round 20, first run 0.84
    "r20_group_people_cards.html": 0.42,  # round 20, first run 0.45
    "r20_math_homepage_old.html": 0.59,   # round 20, first run 0.43
    "r20_phd_student_homepage.md": 0.79,  # round 20, first run 0.40
    "r20_postdoc_homepage.md": 0.77,      # round 20, first run 0.80
    "r20_publication_list_apa.txt": 0.97,  # round 20, first run 0.04
    "r21_chem_group_page.html": 0.45,     # round 21, first run 0.49
    "r21_dblp_style_author_page.html": 0.56,  # round 21, first run 0.59
    "r21_econ_faculty_homepage.html": 0.78,  # round 21, first run 0.82
    "r21_linguistics_cv.txt": 0.88,       # round 21, first run 0.42
    "r21_ml_phd_cv.md": 0.72,             # round 21, first run 0.46
    "r21_nursing_profile.html": 0.71,     # round 21, first run 0.75
    "r21_old_physics_homepage.html": 0.78,  # round 21, first run 0.43
    "r21_robotics_lab_people.html": 0.78,  # round 21, first run 0.18
    "r22_alfolio_homepage.md": 0.81,       # round 22, first run 0.32
    "r22_biomed_cv.txt": 0.84,             # round 22, first run 0.55
    "r22_cnrs_team_page.html": 0.31,       # round 22, first run 0.27
    "r22_emeritus_bio.html": 0.45,         # round 22, first run 0.48
    "r22_google_sites_prof.html": 0.61,     # round 22, first run 0.50
    "r22_group_theses_page.html": 0.32,    # round 22, first run 0.19
    "r22_hci_lab_people.html": 0.34,       # round 22, first run 0.35
    "r22_statistics_cv.txt": 0.58,         # round 22, first run 0.47
    "r23_chinese_lab_en.html": 0.46,       # round 23, first run 0.49
    "r23_econ_placements.html": 0.75,      # round 23, first run 0.00
    "r23_iit_faculty_profile.html": 0.64,  # round 23, first run 0.67
    "r23_lab_alumni_wiki.md": 0.38,        # round 23, first run 0.27
    "r23_neuro_prof_wordpress.html": 0.57, # round 23, first run 0.60
    "r23_nlm_bibliography.txt": 0.68,      # round 23, first run 0.23
    "r23_postdoc_cv_de.md": 0.64,          # round 23, first run 0.67
    "r23_spanish_research_group.html": 0.50, # round 23, first run 0.53
    "r24_bio_lab_news_archive.html": 0.56,  # round 24, first run 0.01
    "r24_chem_prof_cv_word.html": 0.68,     # round 24, first run 0.28
    "r24_cs_phd_cv.txt": 0.87,              # round 24, first run 0.41
    "r24_ecology_prof_profile.html": 0.79,  # round 24, first run 0.82
    "r24_history_homepage.md": 0.66,        # round 24, first run 0.51
    "r24_materials_group_people.html": 0.67, # round 24, first run 0.44
    "r24_physics_postdoc_home.html": 0.65,  # round 24, first run 0.49
    "r24_psych_faculty_directory.txt": 0.51, # round 24, first run 0.54
    "r25_bio_pubs.md": 0.46,                # round 25, first run 0.49
    "r25_chem_alumni.html": 0.31,           # round 25, first run 0.26
    "r25_econ_cv.txt": 0.80,                # round 25, first run 0.83
    "r25_korean_eng_cv.txt": 0.59,          # round 25, first run 0.29
    "r25_neuro_lab_people.html": 0.37,      # round 25, first run 0.40
    "r25_old_cs_homepage.html": 0.78,       # round 25, first run 0.01
    "r25_pharmacy_profile.html": 0.61,      # round 25, first run 0.64
    "r25_stats_phd_home.md": 0.69,          # round 25, first run 0.72
    "r26_agri_group_site.html": 0.49,       # round 26, first run 0.52
    "r26_astro_institute_staff.html": 0.32, # round 26, first run 0.13
    "r26_israeli_cs_homepage.html": 0.73,   # round 26, first run 0.77
    "r26_marine_bio_homepage.html": 0.56,   # round 26, first run 0.59
    "r26_mech_eng_cv.txt": 0.62,            # round 26, first run 0.40
    "r26_medphys_cv.md": 0.72,              # round 26, first run 0.43
    "r26_ml_lab_jekyll.md": 0.60,           # round 26, first run 0.63
    "r26_philosophy_profile.html": 0.69,    # round 26, first run 0.72
    "r27_ir_group_bibtex2html.html": 0.33,  # round 27, first run 0.01
    "r27_lab_newsletter.md": 0.37,          # round 27, first run 0.29
    "r27_math_dept_theses.txt": 0.83,       # round 27, first run 0.00
    "r27_nigeria_staff_profile.html": 0.65, # round 27, first run 0.68
    "r27_nz_ecology_cv.txt": 0.56,          # round 27, first run 0.59
    "r27_phd_cv_awesomecv.txt": 0.55,       # round 27, first run 0.58
    "r27_phd_defences_news.html": 0.48,     # round 27, first run 0.09
    "r27_robotics_wix_home.html": 0.86,     # round 27, first run 0.89
    "r28_archaeology_project_team.md": 0.42,  # round 28, first run 0.37
    "r28_econ_job_market.html": 0.70,       # round 28, first run 0.06
    "r28_nursing_cv.txt": 0.61,             # round 28, first run 0.64
    "r28_polish_institute_staff.html": 0.26, # round 28, first run 0.00
    "r28_quantum_group_team.html": 0.60,    # round 28, first run 0.63
    "r28_research_software_readme.md": 0.33,  # round 28, first run 0.36
    "r28_sociology_cv.md": 0.51,            # round 28, first run 0.54
    "r28_vet_school_profile.html": 0.54,    # round 28, first run 0.57
    "r29_bio_postdoc_site.md": 0.75,        # round 29, first run 0.78
    "r29_chem_lab_publications.html": 0.41, # round 29, first run 0.44
    "r29_early_career_award_news.html": 0.41, # round 29, first run 0.20
    "r29_epidemiology_cv.txt": 0.73,        # round 29, first run 0.76
    "r29_geoscience_prof_home.html": 0.75,  # round 29, first run 0.78
    "r29_infn_physicist_cv.txt": 0.46,      # round 29, first run 0.49
    "r29_linguistics_phd_projects.html": 0.43, # round 29, first run 0.00
    "r29_taiwan_cs_lab_members.md": 0.60,   # round 29, first run 0.17
    "r30_dokuwiki_physics_group.txt": 0.43, # round 30, first run 0.24
    "r30_fellowship_recipients.html": 0.44, # round 30, first run 0.07
    "r30_ieee_author_bios.txt": 0.68,       # round 30, first run 0.53
    "r30_kenyan_dept_staff.html": 0.72,     # round 30, first run 0.29
    "r30_mexican_ecology_cv.txt": 0.54,     # round 30, first run 0.13
    "r30_seminar_series.html": 0.42,        # round 30, first run 0.01
    "r30_thesis_front_matter.txt": 0.34,    # round 30, first run 0.28
    "r30_turkish_mech_prof.html": 0.57,     # round 30, first run 0.45
    "r31_academic_family_tree.txt": 0.78,   # round 31, first run 0.23
    "r31_center_launch_news.html": 0.09,    # round 31, first run 0.12
    "r31_editorial_board.html": 0.12,       # round 31, first run 0.04
    "r31_egyptian_eng_cv.txt": 0.55,        # round 31, first run 0.49
    "r31_interview_qa.html": 0.42,          # round 31, first run 0.31
    "r31_lab_handbook.md": 0.49,            # round 31, first run 0.52
    "r31_researcher_network_profile.txt": 0.18, # round 31, first run 0.21
    "r31_vietnam_univ_profile.html": 0.69,  # round 31, first run 0.23
    "r32_australian_expert_profile.html": 0.66, # round 32, first run 0.48
    "r32_avis_de_soutenance.html": 0.88,    # round 32, first run 0.11
    "r32_brazilian_grad_program.html": 0.71, # round 32, first run 0.23
    "r32_canadian_common_cv.txt": 0.74,     # round 32, first run 0.58
    "r32_citation_cff_software.md": 0.52,   # round 32, first run 0.26
    "r32_dutch_dissertation_cv.txt": 0.49,  # round 32, first run 0.35
    "r32_r_package_readme.md": 0.54,        # round 32, first run 0.42
    "r32_thesis_acknowledgements.txt": 0.80, # round 32, first run 0.45
    "r33_credit_author_statement.txt": 0.65, # round 33, first run 0.25
    "r33_dspace_thesis_records.html": 0.97, # round 33, first run 0.18
    "r33_indonesian_lecturer_profile.html": 0.56, # round 33, first run 0.23
    "r33_latex_cv_source.txt": 0.91,        # round 33, first run 0.00
    "r33_memorial_resolution.txt": 0.51,    # round 33, first run 0.11
    "r33_nsf_award_abstract.html": 0.68,    # round 33, first run 0.00
    "r33_org_mode_cv.txt": 0.79,            # round 33, first run 0.18
    "r33_sphinx_credits_page.txt": 0.42,    # round 33, first run 0.28
    "r34_alumni_class_notes.md": 0.34,      # round 34, first run 0.17
    "r34_bilingual_arabic_profile.html": 0.79, # round 34, first run 0.60
    "r34_conference_program_session.html": 0.78, # round 34, first run 0.50
    "r34_consortium_partners.html": 0.59,   # round 34, first run 0.54
    "r34_defence_calendar.html": 0.17,      # round 34, first run 0.16
    "r34_phd_position_advert.txt": 0.49,    # round 34, first run 0.11
    "r34_podcast_show_notes.md": 0.63,      # round 34, first run 0.63
    "r34_thesis_approval_page.txt": 0.65,   # round 34, first run 0.69
    "r35_chemistry_group_publications.html": 0.65, # round 35, first run 0.23
    "r35_civil_eng_cv.md": 0.83,            # round 35, first run 0.86
    "r35_cs_phd_student_page.html": 0.87,   # round 35, first run 0.36
    "r35_economics_cv.txt": 0.67,           # round 35, first run 0.71
    "r35_humanities_faculty_profile.html": 0.80, # round 35, first run 0.57
    "r35_neuroscience_lab_people.html": 0.61, # round 35, first run 0.48
    "r35_old_physics_homepage.txt": 0.62,   # round 35, first run 0.27
    "r35_plant_science_homepage.html": 0.79, # round 35, first run 0.82
    "r36_bioinformatics_postdoc_cv.md": 0.80, # round 36, first run 0.83
    "r36_clinician_scientist_bio.html": 0.75, # round 36, first run 0.76
    "r36_ecology_lab_home.md": 0.70,        # round 36, first run 0.28
    "r36_engineering_phd_cv.txt": 0.84,     # round 36, first run 0.87
    "r36_linguistics_profile.html": 0.67,   # round 36, first run 0.68
    "r36_materials_group_members.html": 0.48, # round 36, first run 0.34
    "r36_math_faculty_homepage.html": 0.76, # round 36, first run 0.72
    "r36_psychology_cv.txt": 0.70,          # round 36, first run 0.69
    "r37_architecture_profile.html": 0.54,   # round 37, first run 0.58
    "r37_astronomy_postdoc_home.html": 0.64, # round 37, first run 0.68
    "r37_classics_profile.txt": 0.33,        # round 37, first run 0.36
    "r37_epidemiology_home.md": 0.68,        # round 37, first run 0.72
    "r37_group_publications.bib": 0.70,      # round 37, first run 0.74
    "r37_ocean_lab_alumni.html": 0.32,       # round 37, first run 0.36
    "r37_robotics_lab_members.html": 0.43,   # round 37, first run 0.46
    "r37_statistics_prof_cv.md": 0.74,       # round 37, first run 0.78
    "r38_agronomy_prof_home.html": 0.17,     # round 38, first run 0.21
    "r38_chem_eng_group_home.html": 0.30,    # round 38, first run 0.33
    "r38_cs_faculty_cv.txt": 0.77,           # round 38, first run 0.81
    "r38_genetics_lab_people.md": 0.34,      # round 38, first run 0.38
    "r38_law_faculty_profile.txt": 0.60,     # round 38, first run 0.64
    "r38_musicology_cv.html": 0.81,          # round 38, first run 0.84
    "r38_neuroimaging_pubs.html": 0.63,      # round 38, first run 0.67
    "r38_physics_student_home.md": 0.42,     # round 38, first run 0.46
    "r39_db_author_page.html": 0.95,         # round 39, first run 0.12
    "r39_ecology_lab_people.html": 0.56,     # round 39, first run 0.59
    "r39_econ_pubs_page.txt": 0.58,          # round 39, first run 0.62
    "r39_materials_postdoc_cv.md": 0.71,     # round 39, first run 0.74
    "r39_ml_prof_homepage.html": 0.84,       # round 39, first run 0.88
    "r39_nursing_prof_cv.txt": 0.57,         # round 39, first run 0.25
    "r39_old_physics_home.html": 0.73,       # round 39, first run 0.77
    "r39_robotics_group.bib": 0.66,          # round 39, first run 0.69
    "r40_biostat_cv.txt": 0.76,              # round 40, first run 0.79
    "r40_chem_scholar_profile.html": 0.88,   # round 40, first run 0.00
    "r40_cn_prof_homepage.html": 0.70,       # round 40, first run 0.73
    "r40_ee_group_site.html": 0.65,          # round 40, first run 0.68
    "r40_linguistics_homepage.md": 0.22,     # round 40, first run 0.25
    "r40_neuro_lab_members.md": 0.40,        # round 40, first run 0.44
    "r40_phd_student_cv.txt": 0.52,          # round 40, first run 0.55
    "r40_software_project_page.md": 0.53,    # round 40, first run 0.56
    "r41_bioinfo_prof_squarespace.html": 0.67, # round 41, first run 0.70
    "r41_chem_pubs_numbered.txt": 0.21,      # round 41, first run 0.24
    "r41_dutch_group_team.html": 0.62,       # round 41, first run 0.65
    "r41_econ_quarto_home.md": 0.50,         # round 41, first run 0.54
    "r41_github_lab_org.md": 0.41,           # round 41, first run 0.45
    "r41_lab_alumni_theses.html": 0.40,      # round 41, first run 0.43
    "r41_neurology_clinician_cv.txt": 0.74,  # round 41, first run 0.78
    "r41_physics_cv_latex.txt": 0.56,        # round 41, first run 0.60
    "r42_ai_phd_academicpages.html": 0.73,   # round 42, first run 0.76
    "r42_cnrs_umr_members.html": 0.08,       # round 42, first run 0.12
    "r42_ieee_author_bios.txt": 0.52,        # round 42, first run 0.56
    "r42_japan_lab_english.html": 0.40,      # round 42, first run 0.43
    "r42_math_genealogy.txt": 0.52,          # round 42, first run 0.55
    "r42_medphys_group.html": 0.77,          # round 42, first run 0.81
    "r42_orcid_record.txt": 0.19,            # round 42, first run 0.22
    "r42_sociology_cv.md": 0.79,             # round 42, first run 0.82
    "r43_cs_phd_cv.md": 0.48,                # round 43, first run 0.52
    "r43_econ_cv.txt": 0.64,                 # round 43, first run 0.68
    "r43_hydrology_group.html": 0.66,        # round 43, first run 0.69
    "r43_neuro_lab_people.html": 0.09,       # round 43, first run 0.12
    "r43_physics_homepage_old.html": 0.61,   # round 43, first run 0.65
    "r43_public_health_profile.html": 0.79,  # round 43, first run 0.83
    "r43_soil_science_homepage.html": 0.59,  # round 43, first run 0.62
    "r43_statistics_cv.txt": 0.67,           # round 43, first run 0.70
    "r44_anthropology_profile.html": 0.77,   # round 44, first run 0.81
    "r44_astro_postdoc_home.html": 0.72,     # round 44, first run 0.75
    "r44_biochem_cv.txt": 0.75,              # round 44, first run 0.78
    "r44_chinese_prof_cv_en.txt": 0.61,      # round 44, first run 0.64
    "r44_ee_pubs_ieee.html": 0.40,           # round 44, first run 0.43
    "r44_italian_cv.txt": 0.67,              # round 44, first run 0.70
    "r44_lab_news_page.html": 0.06,          # round 44, first run 0.09
    "r44_ml_lab_members.md": 0.17,           # round 44, first run 0.21
    "r45_early_career_cv.md": 0.38,          # round 45, first run 0.41
    "r45_history_cv.txt": 0.72,              # round 45, first run 0.75
    "r45_linguistics_group.html": 0.32,      # round 45, first run 0.36
    "r45_marine_bio_homepage.html": 0.79,    # round 45, first run 0.82
    "r45_materials_prof_home.html": 0.42,    # round 45, first run 0.45
    "r45_mech_eng_cv.txt": 0.76,             # round 45, first run 0.79
    "r45_pubs_bibtex_like.md": 0.23,         # round 45, first run 0.27
    "r45_robotics_lab_alumni.html": 0.35,    # round 45, first run 0.39
    "r46_agronomy_cv.txt": 0.32,             # round 46, first run 0.35
    "r46_cs_group_people.md": 0.34,          # round 46, first run 0.36
    "r46_engineering_pubs_apa.txt": 0.24,    # round 46, first run 0.27
    "r46_epidemiology_staff_page.html": 0.69, # round 46, first run 0.72
    "r46_genomics_lab_page.html": 0.53,      # round 46, first run 0.56
    "r46_math_homepage_plain.html": 0.37,    # round 46, first run 0.41
    "r46_physics_cv_latex.txt": 0.26,        # round 46, first run 0.30
    "r46_psychology_homepage.html": 0.69,    # round 46, first run 0.72
    "r47_cs_prof_cv.md": 0.66,               # round 47, first run 0.70
    "r47_ecology_postdoc_site.html": 0.59,   # round 47, first run 0.62
    "r47_econ_jmp_page.md": 0.53,            # round 47, first run 0.56
    "r47_french_lab_team.html": 0.42,        # round 47, first run 0.46
    "r47_geology_prof_home.html": 0.59,      # round 47, first run 0.62
    "r47_nursing_cv.txt": 0.20,              # round 47, first run 0.24
    "r47_pharmacology_pubs.txt": 0.27,       # round 47, first run 0.30
    "r47_quantum_lab_people.html": 0.55,     # round 47, first run 0.58
    "r48_astronomy_cv.txt": 0.71,            # round 48, first run 0.17
    "r48_bioinformatics_tools.md": 0.34,     # round 48, first run 0.38
    "r48_brazilian_lattes_cv.txt": 0.57,     # round 48, first run 0.02
    "r48_chemistry_group_home.html": 0.47,   # round 48, first run 0.50
    "r48_japanese_lab_members.html": 0.09,   # round 48, first run 0.01
    "r48_neuroscience_lab_site.md": 0.62,    # round 48, first run 0.65
    "r48_philosophy_homepage.html": 0.69,    # round 48, first run 0.34
    "r48_statistics_profile.html": 0.77,     # round 48, first run 0.17
    "r49_cs_phd_student_home.md": 0.70,      # round 49, first run 0.36
    "r49_econ_placement_page.html": 0.40,    # round 49, first run 0.21
    "r49_historian_obituary.html": 0.36,     # round 49, first run 0.00
    "r49_indian_faculty_profile.html": 0.54, # round 49, first run 0.58
    "r49_oceanography_alumni.md": 0.45,      # round 49, first run 0.49
    "r49_public_health_biosketch.txt": 0.55, # round 49, first run 0.58
    "r49_spanish_materials_group.html": 0.60, # round 49, first run 0.63
    "r49_veterinary_cv.txt": 0.71,           # round 49, first run 0.74
    "r50_author_pub_page.html": 0.90,        # round 50, first run 0.94
    "r50_biology_lab_people.html": 0.52,     # round 50, first run 0.55
    "r50_civil_eng_theses.html": 0.13,       # round 50, first run 0.17
    "r50_linguistics_prof_profile.html": 0.66, # round 50, first run 0.69
    "r50_materials_postdoc_cv.md": 0.79,     # round 50, first run 0.82
    "r50_ml_prof_homepage.html": 0.79,       # round 50, first run 0.82
    "r50_old_systems_homepage.html": 0.47,   # round 50, first run 0.28
    "r50_physics_prof_cv.txt": 0.73,         # round 50, first run 0.76
    "r51_chemistry_prof_homepage.html": 0.75, # round 51, first run 0.79
    "r51_econ_phd_cv.txt": 0.74,             # round 51, first run 0.78
    "r51_french_lab_team.html": 0.48,        # round 51, first run 0.51
    "r51_mathematician_page.txt": 0.50,      # round 51, first run 0.54
    "r51_mech_eng_prof_cv.md": 0.34,         # round 51, first run 0.38
    "r51_neuro_lab_members.md": 0.50,        # round 51, first run 0.53
    "r51_public_health_group.html": 0.54,    # round 51, first run 0.57
    "r51_reference_manager_pubs.html": 0.63, # round 51, first run 0.67
    "r52_agronomy_prof_cv.txt": 0.65,        # round 52, first run 0.69
    "r52_astronomy_group_people.html": 0.31, # round 52, first run 0.34
    "r52_bioeng_lab_alumni.html": 0.2,       # round 52, first run 0.23
    "r52_climate_scientist_site.md": 0.68,   # round 52, first run 0.71
    "r52_history_prof_profile.html": 0.7,    # round 52, first run 0.73
    "r52_korean_materials_lab.html": 0.79,   # round 52, first run 0.00
    "r52_se_phd_homepage.md": 0.86,          # round 52, first run 0.90
    "r52_statistics_emeritus_cv.txt": 0.64,  # round 52, first run 0.68
    "r53_astro_postdoc_homepage.md": 0.51,   # round 53, first run 0.20
    "r53_chinese_prof_profile.txt": 0.78,    # round 53, first run 0.81
    "r53_geology_dept_theses.html": 0.55,    # round 53, first run 0.58
    "r53_linguistics_dept_people.html": 0.32, # round 53, first run 0.35
    "r53_nursing_research_unit.html": 0.49,  # round 53, first run 0.53
    "r53_pharmacology_lab_site.html": 0.59,  # round 53, first run 0.62
    "r53_philosophy_cv.txt": 0.71,           # round 53, first run 0.75
    "r53_robotics_phd_cv.md": 0.54,          # round 53, first run 0.58
    "r54_agecon_dept_staff.html": 0.39,      # round 54, first run 0.42
    "r54_chemist_autobiography.txt": 0.43,   # round 54, first run 0.47
    "r54_crystallography_group_wiki.txt": 0.17, # round 54, first run 0.21
    "r54_dentistry_faculty_profile.html": 0.37, # round 54, first run 0.40
    "r54_forestry_prof_cv.md": 0.78,         # round 54, first run 0.81
    "r54_kinesiology_lab_people.html": 0.43, # round 54, first run 0.46
    "r54_nlp_anthology_author.html": 0.00,   # round 54, first run 0.00
    "r54_residency_program_faculty.html": 0.16, # round 54, first run 0.19
    "r55_dissertation_vita.txt": 0.45,       # round 55, first run 0.48
    "r55_group_annual_report.txt": 0.33,     # round 55, first run 0.36
    "r55_marine_station_staff.html": 0.12,   # round 55, first run 0.15
    "r55_music_cognition_lab.md": 0.58,      # round 55, first run 0.61
    "r55_newspaper_obituary.html": 0.00,     # round 55, first run 0.00
    "r55_social_work_cv.txt": 0.74,          # round 55, first run 0.78
    "r55_summer_school_lecturers.html": 0.24, # round 55, first run 0.27
    "r55_turkish_prof_cv.txt": 0.18,         # round 55, first run 0.21
    "r56_inria_team_members.txt": 0.43,      # round 56, first run 0.47
    "r56_iran_faculty_profile.html": 0.76,   # round 56, first run 0.79
    "r56_msca_fellows_hosts.md": 0.49,       # round 56, first run 0.53
    "r56_museum_curator_profile.html": 0.78, # round 56, first run 0.82
    "r56_paper_title_page.txt": 0.24,        # round 56, first run 0.28
    "r56_reu_program_mentors.html": 0.13,    # round 56, first run 0.17
    "r56_whos_who_entries.txt": 0,           # round 56, first run 0.00
    "r56_workshop_proceedings_toc.txt": 0,   # round 56, first run 0.00
    "r57_arc_rope_statement.txt": 0.39,      # round 57, first run 0.42
    "r57_doctoral_school_list.html": 0.25,   # round 57, first run 0.29
    "r57_honours_projects_page.html": 0.26,  # round 57, first run 0.27
    "r57_nrf_rated_researcher.txt": 0.61,    # round 57, first run 0.65
    "r57_pakistan_hec_profile.html": 0.72,   # round 57, first run 0.75
    "r57_prize_press_release.html": 0.03,    # round 57, first run 0.06
    "r57_scopus_author_details.txt": 0.97,   # round 57, first run 0.00
    "r57_yaml_frontmatter_cv.md": 0.48,      # round 57, first run 0.52
    "r58_bio_lab_home.html": 0.46,           # round 58, first run 0.49
    "r58_chem_postdoc_cv.txt": 0.69,         # round 58, first run 0.73
    "r58_econ_prof_homepage.html": 0.27,     # round 58, first run 0.31
    "r58_geography_faculty_profile.html": 0.72, # round 58, first run 0.76
    "r58_linguistics_lab_people.md": 0.4,    # round 58, first run 0.43
    "r58_math_cv_latex.txt": 0.39,           # round 58, first run 0.43
    "r58_pubs_by_type.html": 0.48,           # round 58, first run 0.51
    "r58_se_phd_homepage.md": 0.58,          # round 58, first run 0.62
    "r59_cs_faculty_old_homepage.html": 0.26, # round 59, first run 0.29
    "r59_econ_job_market_cv.txt": 0.73,      # round 59, first run 0.76
    "r59_group_bibtex_export.bib": 0.83,     # round 59, first run 0.87
    "r59_history_prof_cv.md": 0.78,          # round 59, first run 0.81
    "r59_lab_alumni_page.html": 0.21,        # round 59, first run 0.25
    "r59_neuro_postdoc_homepage.html": 0.74, # round 59, first run 0.77
    "r59_nih_biosketch.txt": 0.7,            # round 59, first run 0.73
    "r59_physics_group_page.txt": 0.6,       # round 59, first run 0.64
    "r60_dblp_like_person_page.txt": 0,      # round 60, first run 0.00
    "r60_ecology_cv.txt": 0.8,               # round 60, first run 0.83
    "r60_german_chair_page.html": 0.6,       # round 60, first run 0.64
    "r60_math_genealogy_like.txt": 0,        # round 60, first run 0.02
    "r60_orcid_like_record.txt": 0.64,       # round 60, first run 0.67
    "r60_pharmacology_group_page.md": 0.79,  # round 60, first run 0.82
    "r60_robotics_lab_team.html": 0.44,      # round 60, first run 0.48
    "r60_stats_prof_homepage.html": 0.72,    # round 60, first run 0.75
    "r61_chem_group_wordpress.html": 0.39,   # round 61, first run 0.42
    "r61_civil_eng_prof_cv.txt": 0.68,       # round 61, first run 0.72
    "r61_cs_phd_cv.md": 0.8,                 # round 61, first run 0.84
    "r61_lab_news.md": 0.39,                 # round 61, first run 0.42
    "r61_med_faculty_profile.html": 0.62,    # round 61, first run 0.66
    "r61_postdoc_site_hugo.html": 0.8,       # round 61, first run 0.84
    "r61_scholar_like_profile.txt": 0.13,    # round 61, first run 0.17
    "r61_spanish_group_page.html": 0.46,     # round 61, first run 0.50
    "r62_bio_faculty_page.html": 0.57,       # round 62, first run 0.61
    "r62_cs_prof_homepage.txt": 0.67,        # round 62, first run 0.70
    "r62_dept_phd_graduates.html": 0.04,     # round 62, first run 0.07
    "r62_ecology_prof_cv.md": 0.81,          # round 62, first run 0.85
    "r62_math_group_page.md": 0.64,          # round 62, first run 0.68
    "r62_neuro_lab_people.html": 0.3,        # round 62, first run 0.33
    "r62_physics_postdoc_cv.txt": 0.85,      # round 62, first run 0.88
    "r62_psych_lab_pubs_apa.html": 0.32,     # round 62, first run 0.35
    "r63_astro_prof_cv.txt": 0.56,           # round 63, first run 0.59
    "r63_bio_postdoc_hugo.md": 0.71,         # round 63, first run 0.74
    "r63_chem_group_members.html": 0.52,     # round 63, first run 0.55
    "r63_cs_faculty_profile.html": 0.43,     # round 63, first run 0.47
    "r63_french_lab_team.html": 0.43,        # round 63, first run 0.46
    "r63_linguistics_prof_cv.txt": 0.71,     # round 63, first run 0.74
    "r63_mecheng_lab_alumni.txt": 0.46,      # round 63, first run 0.49
    "r63_ml_phd_homepage.html": 0.77,        # round 63, first run 0.80
    "r64_bioinfo_group_people.md": 0.44,     # round 64, first run 0.47
    "r64_chinese_univ_profile.html": 0.76,   # round 64, first run 0.79
    "r64_econ_prof_cv.txt": 0.63,            # round 64, first run 0.66
    "r64_eng_lab_people_wix.html": 0.65,     # round 64, first run 0.68
    "r64_humanities_pubs_mla.html": 0.54,    # round 64, first run 0.57
    "r64_phd_thesis_front_matter.txt": 0.51, # round 64, first run 0.54
    "r64_physics_prof_old_homepage.html": 0.69, # round 64, first run 0.72
    "r64_sociology_cv.md": 0.83,             # round 64, first run 0.86
    "r65_cs_assoc_prof_homepage.html": 0.82, # round 65, first run 0.85
    "r65_genomics_lab_people.html": 0.48,    # round 65, first run 0.51
    "r65_korean_lab_members.html": 0.30,     # round 65, first run 0.33
    "r65_lab_pubs_ieee.html": 0.60,          # round 65, first run 0.63
    "r65_materials_group_alumni.md": 0.42,   # round 65, first run 0.45
    "r65_math_postdoc_cv.md": 0.81,          # round 65, first run 0.84
    "r65_nursing_prof_cv.txt": 0.53,         # round 65, first run 0.56
    "r65_philosophy_prof_page.html": 0.77,   # round 65, first run 0.80
    "r66_chem_prof_cv.txt": 0.59,            # round 66, first run 0.62
    "r66_clinician_scientist_profile.txt": 0.88, # round 66, first run 0.91
    "r66_cs_group_page.md": 0.62,            # round 66, first run 0.65
    "r66_econ_phd_candidate_site.html": 0.63, # round 66, first run 0.66
    "r66_group_bibtex.bib": 0.54,            # round 66, first run 0.57
    "r66_italian_dept_member_page.html": 0.73, # round 66, first run 0.76
    "r66_neuro_lab_alumni_table.html": 0.46, # round 66, first run 0.49
    "r66_physics_collab_cv.md": 0.85,        # round 66, first run 0.88
    "r67_bibliography_author_page.html": 0.97, # round 67, first run 1.00
    "r67_ecology_prof_cv.txt": 0.38,         # round 67, first run 0.42
    "r67_faculty_news_bio.txt": 0.09,        # round 67, first run 0.12
    "r67_math_phd_graduates.md": 0.58,       # round 67, first run 0.61
    "r67_ml_phd_homepage.html": 0.88,        # round 67, first run 0.92
    "r67_psych_lab_squarespace.html": 0.71,  # round 67, first run 0.74
    "r67_robotics_lab_people.html": 0.53,    # round 67, first run 0.57
    "r67_spanish_researcher_cv.txt": 0.8,    # round 67, first run 0.84
    "r68_biochem_lab_members.md": 0.33,      # round 68, first run 0.36
    "r68_cs_cv_moderncv.txt": 0.43,          # round 68, first run 0.46
    "r68_engineering_dept_news.md": 0.26,    # round 68, first run 0.29
    "r68_german_chair_prof_page.html": 0.55, # round 68, first run 0.58
    "r68_lab_wiki_people.txt": 0,            # round 68, first run 0.02
    "r68_orcid_style_profile.txt": 0.62,     # round 68, first run 0.65
    "r68_physics_prof_old_homepage.html": 0.85, # round 68, first run 0.88
    "r68_stats_prof_cv.md": 0.81,            # round 68, first run 0.84
    "r69_agri_prof_profile.html": 0.61,      # round 69, first run 0.64
    "r69_chem_prof_hugo_home.md": 0.76,      # round 69, first run 0.79
    "r69_cs_lab_alumni_list.txt": 0.45,      # round 69, first run 0.48
    "r69_econ_job_placement.html": 0,        # round 69, first run 0.00
    "r69_japanese_lab_members.html": 0.15,   # round 69, first run 0.18
    "r69_med_phd_thesis_front.txt": 0.43,    # round 69, first run 0.47
    "r69_neuro_postdoc_cv.md": 0.8,          # round 69, first run 0.83
    "r69_scholar_profile_text.txt": 0.95,    # round 69, first run 0.98
    "r70_core_facility_staff.txt": 0.52,     # round 70, first run 0.56
    "r70_ee_lab_people.md": 0.47,            # round 70, first run 0.50
    "r70_history_grad_directory.html": 0.48, # round 70, first run 0.51
    "r70_industry_researcher_page.html": 0.83, # round 70, first run 0.87
    "r70_lattes_style_cv.txt": 0.62,         # round 70, first run 0.65
    "r70_physics_group_pubs_page.html": 0.4, # round 70, first run 0.43
    "r70_scientist_obituary.txt": 0.19,      # round 70, first run 0.22
    "r70_sociology_prof_cv.txt": 0.54,       # round 70, first run 0.57
    "r71_bio_prof_wordpress_home.html": 0,   # round 71, first run 0.00
    "r71_chem_group_alumni.md": 0.12,        # round 71, first run 0.16
    "r71_cs_phd_cv_two_column.txt": 0.77,    # round 71, first run 0.80
    "r71_dept_theses_bibtex.bib": 0.72,      # round 71, first run 0.75
    "r71_faculty_awards_release.html": 0.12, # round 71, first run 0.15
    "r71_polish_prof_page.html": 0.73,       # round 71, first run 0.76
    "r71_stats_group_people.txt": 0.23,      # round 71, first run 0.26
    "r71_workshop_speaker_bios.md": 0.43,    # round 71, first run 0.46
    "r72_chinese_lab_members_en.html": 0.43, # round 72, first run 0.46
    "r72_engineering_faculty_profile.html": 0.61, # round 72, first run 0.65
    "r72_group_annual_summary.md": 0.47,     # round 72, first run 0.51
    "r72_historian_cv.txt": 0.58,            # round 72, first run 0.62
    "r72_lab_people_cards.html": 0.65,       # round 72, first run 0.69
    "r72_math_plain_homepage.html": 0.74,    # round 72, first run 0.78
    "r72_nih_biosketch.txt": 0.71,           # round 72, first run 0.74
    "r72_physics_phd_homepage.md": 0.85,     # round 72, first run 0.88
    "r73_cs_prof_academicpages.html": 0.63,  # round 73, first run 0.66
    "r73_dept_faculty_directory.html": 0.22, # round 73, first run 0.26
    "r73_lab_news_feed.html": 0.33,          # round 73, first run 0.37
    "r73_linguistics_prof_cv.md": 0.85,      # round 73, first run 0.88
    "r73_marine_bio_cv.txt": 0.75,           # round 73, first run 0.79
    "r73_max_planck_group_page.html": 0.42,  # round 73, first run 0.46
    "r73_public_health_portal_profile.txt": 0.56, # round 73, first run 0.59
    "r73_thesis_acknowledgements.txt": 0.43, # round 73, first run 0.46
    "r74_bioinformatics_homepage.md": 0.61,  # round 74, first run 0.65
    "r74_ecology_lab_people.html": 0.37,     # round 74, first run 0.40
    "r74_economics_cv_latex.txt": 0.58,      # round 74, first run 0.61
    "r74_french_lab_member_page.html": 0.71, # round 74, first run 0.74
    "r74_neuroscience_lab_alumni.md": 0.66,  # round 74, first run 0.69
    "r74_physics_prof_cv.txt": 0.82,         # round 74, first run 0.85
    "r74_researchgate_like_profile.txt": 0.43, # round 74, first run 0.47
    "r74_university_obituary.html": 0.17,    # round 74, first run 0.21
    "r75_agronomy_cv_pdf.txt": 0.55,         # round 75, first run 0.583
    "r75_astronomy_group_page.html": 0.57,   # round 75, first run 0.604
    "r75_italian_professor_page.html": 0.78, # round 75, first run 0.815
    "r75_lab_handbook_readme.md": 0.11,      # round 75, first run 0.143
    "r75_mathematician_encyclopedia.html": 0.62, # round 75, first run 0.656
    "r75_nursing_faculty_cv.md": 0.71,       # round 75, first run 0.746
    "r75_phd_defenses_page.html": 0.24,      # round 75, first run 0.275
    "r75_postdoc_hugo_site.md": 0.87,        # round 75, first run 0.903
    "r76_chemistry_faculty_profile.html": 0.78, # round 76, first run 0.819
    "r76_clinician_scientist_bio.txt": 0.70, # round 76, first run 0.732
    "r76_cs_phd_student_cv.txt": 0.49,       # round 76, first run 0.524
    "r76_geoscience_dept_directory.html": 0.24, # round 76, first run 0.270
    "r76_korean_lab_members.html": 0.53,     # round 76, first run 0.560
    "r76_lab_history_timeline.md": 0.00,     # round 76, first run 0.008
    "r76_philosophy_cv.md": 0.84,            # round 76, first run 0.874
    "r76_research_software_org_readme.md": 0.32, # round 76, first run 0.357
    "r77_field_station_newsletter.md": 0.41, # round 77, first run 0.446
    "r77_institute_annual_report_people.md": 0.15, # round 77, first run 0.184
    "r77_linkedin_like_profile.txt": 0.25,   # round 77, first run 0.283
    "r77_pharmacology_lab_wix.html": 0.62,   # round 77, first run 0.659
    "r77_society_prize_announcement.html": 0.62, # round 77, first run 0.655
    "r77_spanish_research_group.html": 0.46, # round 77, first run 0.492
    "r77_statistics_cv_two_column.txt": 0.73, # round 77, first run 0.769
    "r77_theory_cs_homepage.html": 0.71,     # round 77, first run 0.749
    "r78_brazilian_lab_team.md": 0.26,       # round 78, first run 0.298
    "r78_emeritus_memoir_page.html": 0.15,   # round 78, first run 0.182
    "r78_europass_cv.txt": 0.04,             # round 78, first run 0.079
    "r78_grant_report_personnel.txt": 0.22,  # round 78, first run 0.257
    "r78_iit_faculty_page.html": 0.46,       # round 78, first run 0.491
    "r78_keynote_speaker_bios.html": 0.13,   # round 78, first run 0.165
    "r78_materials_group_team.md": 0.66,     # round 78, first run 0.696
    "r78_thesis_front_matter.txt": 0.25,     # round 78, first run 0.284
    "r79_chinese_university_prof.html": 0.69, # round 79, first run 0.724
    "r79_german_cv_tabular.txt": 0.68,       # round 79, first run 0.716
    "r79_institute_genomics_lab.html": 0.40, # round 79, first run 0.435
    "r79_language_documentation_lab.html": 0.42, # round 79, first run 0.455
    "r79_phd_program_placements.html": 0.40, # round 79, first run 0.430
    "r79_phd_student_blog_about.md": 0.34,   # round 79, first run 0.374
    "r79_spinoff_team_page.md": 0.38,        # round 79, first run 0.411
    "r79_university_magazine_profile.html": 0.00, # round 79, first run 0.016
    "r80_biographical_memoir.txt": 0.00,     # round 80, first run 0.000
    "r80_cs_prof_github_homepage.md": 0.68,  # round 80, first run 0.716
    "r80_engineering_cv_numbered.txt": 0.61, # round 80, first run 0.644
    "r80_french_thesis_defence.html": 0.52,  # round 80, first run 0.553
    "r80_hospital_department_faculty.html": 0.36, # round 80, first run 0.396
    "r80_lab_wiki_alumni.md": 0.47,          # round 80, first run 0.500
    "r80_memorial_symposium.html": 0.09,     # round 80, first run 0.125
    "r80_research_centre_people.html": 0.26, # round 80, first run 0.291
    "r81_african_university_profile.txt": 0.66, # round 81, first run 0.692
    "r81_dutch_research_portal.html": 0.67,  # round 81, first run 0.701
    "r81_group_leader_interview.html": 0.33, # round 81, first run 0.369
    "r81_museum_curator_cv.md": 0.75,        # round 81, first run 0.789
    "r81_nursing_phd_directory.html": 0.23,  # round 81, first run 0.268
    "r81_sports_science_lab.md": 0.66,       # round 81, first run 0.699
    "r81_summer_school_lecturers.html": 0.65, # round 81, first run 0.680
    "r81_json_resume_cv.md": 0.44,           # round 81, first run 0.478
    "r82_collaboration_member_list.txt": 0.01, # round 82, first run 0.043
    "r82_emeritus_former_students.md": 0.08, # round 82, first run 0.115
    "r82_grant_database_record.txt": 0.05,   # round 82, first run 0.083
    "r82_grant_press_release.html": 0.20,    # round 82, first run 0.230
    "r82_indonesian_lecturer_profile.html": 0.51, # round 82, first run 0.546
    "r82_industry_cto_cv.txt": 0.68,         # round 82, first run 0.710
    "r82_react_timeline_site.html": 0.54,    # round 82, first run 0.572
    "r82_vet_school_faculty_profile.html": 0.50, # round 82, first run 0.533
    "r83_chinese_academy_lab_english.html": 0.34, # round 83, first run 0.376
    "r83_cv_academic_markdown_long.md": 0.80, # round 83, first run 0.830
    "r83_department_newsletter_people.txt": 0.12, # round 83, first run 0.156
    "r83_marine_lab_people.html": 0.33,      # round 83, first run 0.363
    "r83_nih_biosketch_personal_statement.txt": 0.66, # round 83, first run 0.692
    "r83_phd_alumni_where_now.md": 0.23,     # round 83, first run 0.266
    "r83_research_group_wiki_members.html": 0.32, # round 83, first run 0.356
    "r83_swiss_professor_profile.html": 0.86, # round 83, first run 0.892
    "r84_astrophysics_thesis_list.txt": 0.00, # round 84, first run 0.000
    "r84_bioinformatics_core_team.html": 0.23, # round 84, first run 0.269
    "r84_chemist_society_obituary.txt": 0.06, # round 84, first run 0.097
    "r84_clinical_fellowship_alumni.md": 0.53, # round 84, first run 0.566
    "r84_hungarian_prof_cv.txt": 0.71,       # round 84, first run 0.744
    "r84_postdoc_research_statement.txt": 0.54, # round 84, first run 0.578
    "r84_scandinavian_research_group.html": 0.55, # round 84, first run 0.585
    "r84_sociology_prof_squarespace.html": 0.80, # round 84, first run 0.835
    "r85_biomed_institute_pi_profile.html": 0.62, # round 85, first run 0.658
    "r85_chem_group_alumni_by_year.html": 0.39, # round 85, first run 0.422
    "r85_civil_eng_faculty_cards.html": 0.00, # round 85, first run 0.028
    "r85_econ_cv_pdftotext.txt": 0.65,       # round 85, first run 0.689
    "r85_lab_social_media_news.txt": 0.03,   # round 85, first run 0.062
    "r85_linguistics_fieldwork_cv.md": 0.62, # round 85, first run 0.654
    "r85_physicist_encyclopedia_article.txt": 0.57, # round 85, first run 0.606
    "r85_portuguese_research_centre_team.html": 0.56, # round 85, first run 0.598
    "r86_honorary_degree_oration.txt": 0.44, # round 86, first run 0.479
    "r86_lab_onboarding_slides.txt": 0.46,   # round 86, first run 0.493
    "r86_msca_fellow_cv.md": 0.80,           # round 86, first run 0.835
    "r86_nordic_dissertation_press_release.html": 0.12, # round 86, first run 0.155
    "r86_philosophy_placement_record.html": 0.31, # round 86, first run 0.343
    "r86_scientist_wiki_infobox.html": 0.46, # round 86, first run 0.497
    "r86_staff_export_tsv.txt": 0.10,        # round 86, first run 0.139
    "r86_team_data_yaml.txt": 0.11,          # round 86, first run 0.144
    "r87_alumni_by_country.html": 0.00,      # round 87, first run 0.005
    "r87_cv_docx_text.txt": 0.41,            # round 87, first run 0.447
    "r87_engineering_awards_roundup.html": 0.14, # round 87, first run 0.179
    "r87_group_annual_review_pdftext.txt": 0.33, # round 87, first run 0.361
    "r87_humanities_dissertation_committees.md": 0.00, # round 87, first run 0.015
    "r87_phd_student_bio_page.html": 0.74,   # round 87, first run 0.779
    "r87_software_authors_page.md": 0.41,    # round 87, first run 0.444
    "r87_visiting_scholars_page.html": 0.11, # round 87, first run 0.143
    "r88_conference_committees_page.html": 0.44, # round 88, first run 0.473
    "r88_defence_programme_booklet.txt": 0.62, # round 88, first run 0.654
    "r88_emeritus_cv_plain_old.txt": 0.53,   # round 88, first run 0.564
    "r88_group_gitlab_wiki_home.md": 0.43,   # round 88, first run 0.465
    "r88_math_department_history.html": 0.20, # round 88, first run 0.231
    "r88_medical_school_mentor_directory.html": 0.38, # round 88, first run 0.410
    "r88_postdoc_fellows_cohort.html": 0.47, # round 88, first run 0.507
    "r88_rotation_and_summer_students.md": 0.21, # round 88, first run 0.247
    "r89_capstone_projects_advisors.md": 0.13, # round 89, first run 0.167
    "r89_faculty_cv_two_column_table.html": 0.52, # round 89, first run 0.552
    "r89_fraunhofer_department_team.html": 0.37, # round 89, first run 0.407
    "r89_lab_member_self_intros.txt": 0.15,  # round 89, first run 0.189
    "r89_mailing_list_announcements.txt": 0.00, # round 89, first run 0.009
    "r89_pi_bio_trainee_table.html": 0.49,   # round 89, first run 0.529
    "r89_press_release_new_professor.html": 0.74, # round 89, first run 0.772
    "r89_seminar_speaker_announcement.txt": 0.18, # round 89, first run 0.213
    "r90_ascii_lineage_tree.txt": 0.12,      # round 90, first run 0.150
    "r90_edited_volume_contributors.md": 0.47, # round 90, first run 0.509
    "r90_graduate_handbook_advisors.md": 0.11, # round 90, first run 0.141
    "r90_rst_readthedocs_team.txt": 0.46,    # round 90, first run 0.493
    "r90_slack_channel_export.txt": 0.00,    # round 90, first run 0.022
    "r90_special_issue_guest_editors.html": 0.58, # round 90, first run 0.619
    "r90_theses_fr_record.html": 0.00,       # round 90, first run 0.000
    "r90_vivo_profile.html": 0.39,           # round 90, first run 0.425
    "r91_cvlac_profile.html": 0.19,          # round 91, first run 0.224
    "r91_department_theses.bib": 0.62,       # round 91, first run 0.654
    "r91_hceres_team_report.txt": 0.14,      # round 91, first run 0.174
    "r91_institute_organigram.html": 0.07,   # round 91, first run 0.103
    "r91_itn_doctoral_network_fellows.html": 0.43, # round 91, first run 0.460
    "r91_pi_farewell_blog_post.md": 0.41,    # round 91, first run 0.440
    "r91_promotion_dossier_summary.txt": 0.10, # round 91, first run 0.133
    "r91_spanish_cvn_export.txt": 0.00,      # round 91, first run 0.000
    "r92_chinese_thesis_cover_bilingual.txt": 0.00, # round 92, first run 0.000
    "r92_industry_lab_team_and_interns.html": 0.23, # round 92, first run 0.263
    "r92_lab_reunion_photo_captions.md": 0.36, # round 92, first run 0.391
    "r92_mentorship_program_pairs.html": 0.00, # round 92, first run 0.039
    "r92_phd_graduates_news_roundup.html": 0.35, # round 92, first run 0.386
    "r92_phone_directory_fixed_width.txt": 0.00, # round 92, first run 0.000
    "r92_proquest_dissertation_record.txt": 0.10, # round 92, first run 0.133
    "r92_russian_autoreferat.txt": 0.00,     # round 92, first run 0.000
    "r93_biology_lab_people_cards.html": 0.57, # round 93, first run 0.610
    "r93_chemistry_cv_plain.txt": 0.54,      # round 93, first run 0.576
    "r93_clinician_researcher_cv.txt": 0.64, # round 93, first run 0.679
    "r93_cs_assistant_prof_homepage.html": 0.81, # round 93, first run 0.844
    "r93_econ_job_market_candidate.html": 0.66, # round 93, first run 0.699
    "r93_historian_profile.html": 0.72,      # round 93, first run 0.750
    "r93_physics_group_wiki.md": 0.23,       # round 93, first run 0.268
    "r93_researcher_publications.bib": 0.56, # round 93, first run 0.600
    "r94_department_faculty_directory.html": 0.30, # round 94, first run 0.332
    "r94_lab_news_blog.md": 0.36,            # round 94, first run 0.398
    "r94_mathematician_cv_pdftotext.txt": 0.50, # round 94, first run 0.539
    "r94_mech_engineering_cv.html": 0.47,    # round 94, first run 0.504
    "r94_ml_phd_student_homepage.md": 0.72,  # round 94, first run 0.757
    "r94_neuroscience_lab_members.html": 0.59, # round 94, first run 0.627
    "r94_pure_portal_research_outputs.html": 0.56, # round 94, first run 0.600
    "r94_workshop_speaker_bios.md": 0.67,    # round 94, first run 0.702
    "r95_bioinformatics_postdoc_homepage.html": 0.74, # round 95, first run 0.777
    "r95_chemistry_group_people.html": 0.61, # round 95, first run 0.648
    "r95_economics_professor_cv.txt": 0.70,  # round 95, first run 0.730
    "r95_google_scholar_profile.txt": 0.88,  # round 95, first run 0.911
    "r95_lab_alumni_table.md": 0.39,         # round 95, first run 0.427
    "r95_orcid_style_record.txt": 0.32,      # round 95, first run 0.358
    "r95_phd_thesis_front_matter.txt": 0.49, # round 95, first run 0.524
    "r95_university_news_award.html": 0.18,  # round 95, first run 0.216
    "r96_dblp_author_page.txt": 0.46,        # round 96, first run 0.493
    "r96_linguistics_professor_cv.txt": 0.46, # round 96, first run 0.494
    "r96_medical_faculty_profile.html": 0.71, # round 96, first run 0.743
    "r96_memorial_page.html": 0.39,          # round 96, first run 0.423
    "r96_physics_faculty_profile.html": 0.84, # round 96, first run 0.874
    "r96_psychology_student_cv.md": 0.78,    # round 96, first run 0.813
    "r96_research_software_readme.md": 0.42, # round 96, first run 0.457
    "r96_robotics_lab_homepage.html": 0.46,  # round 96, first run 0.494
    "r97_chemistry_prof_cv.txt": 0.82,       # round 97, first run 0.859
    "r97_conference_keynotes.html": 0.62,    # round 97, first run 0.655
    "r97_cs_assistant_prof_homepage.html": 0.72, # round 97, first run 0.757
    "r97_german_professor_cv.txt": 0.64,     # round 97, first run 0.679
    "r97_grad_student_homepage.md": 0.78,    # round 97, first run 0.818
    "r97_group_publications_page.html": 0.61, # round 97, first run 0.643
    "r97_lab_people_squarespace.html": 0.24, # round 97, first run 0.273
    "r97_postdoc_fellows_announcement.md": 0.32, # round 97, first run 0.354
    "r98_agriculture_researcher_cv.txt": 0.69, # round 98, first run 0.725
    "r98_engineering_faculty_drupal.html": 0.84, # round 98, first run 0.878
    "r98_humanities_professor_wordpress.html": 0.42, # round 98, first run 0.459
    "r98_institute_annual_report_people.txt": 0.09, # round 98, first run 0.127
    "r98_lab_twitter_style_news.md": 0.26,   # round 98, first run 0.292
    "r98_neuroscience_lab_google_sites.html": 0.65, # round 98, first run 0.688
    "r98_physics_group_members_table.html": 0.32, # round 98, first run 0.354
    "r98_postdoc_hugo_papermod.md": 0.90,    # round 98, first run 0.932
    "r99_biology_lab_wordpress_people.html": 0.58, # round 99, first run 0.614
    "r99_chemistry_group_alumni_page.html": 0.16, # round 99, first run 0.193
    "r99_department_phd_defences_news.html": 0.20, # round 99, first run 0.236
    "r99_economics_job_market_cv.txt": 0.67, # round 99, first run 0.701
    "r99_math_prof_handwritten_html.html": 0.56, # round 99, first run 0.600
    "r99_ml_lab_jekyll_people.md": 0.63,     # round 99, first run 0.665
    "r99_orcid_record_copy.txt": 0.43,       # round 99, first run 0.460
    "r99_thesis_front_matter.txt": 0.21,     # round 99, first run 0.240
    "r100_engineering_group_people_php.html": 0.26, # round 100, first run 0.299
    "r100_google_scholar_copy.txt": 0.75,    # round 100, first run 0.780
    "r100_lab_github_org_readme.md": 0.58,   # round 100, first run 0.617
    "r100_neuroscience_pi_squarespace.html": 0.70, # round 100, first run 0.733
    "r100_physics_cv_moderncv.txt": 0.80,    # round 100, first run 0.835
    "r100_postdoc_cv_github_markdown.md": 0.54, # round 100, first run 0.573
    "r100_professor_retirement_news.html": 0.02, # round 100, first run 0.055
    "r100_pure_portal_profile.html": 0.58,   # round 100, first run 0.619
    "r101_astronomer_wowchemy_homepage.html": 0.56, # round 101, first run 0.592
    "r101_clinician_scientist_cv.txt": 0.63, # round 101, first run 0.668
    "r101_group_mediawiki_members.txt": 0.30, # round 101, first run 0.333
    "r101_humanities_faculty_page.html": 0.61, # round 101, first run 0.642
    "r101_lab_handbook_whos_who.md": 0.59,   # round 101, first run 0.620
    "r101_linkedin_profile_copy.txt": 0.44,  # round 101, first run 0.476
    "r101_nsf_biosketch.txt": 0.65,          # round 101, first run 0.689
    "r101_university_grant_press_release.html": 0.14, # round 101, first run 0.179
    "r102_biologist_europass_cv.txt": 0.68,  # round 102, first run 0.713
    "r102_department_newsletter.txt": 0.25,  # round 102, first run 0.280
    "r102_engineering_prof_word_cv.txt": 0.68, # round 102, first run 0.712
    "r102_institute_staff_directory.html": 0.00, # round 102, first run 0.009
    "r102_lab_people_wix.html": 0.54,        # round 102, first run 0.580
    "r102_phd_student_notion_page.md": 0.56, # round 102, first run 0.594
    "r102_researchgate_profile_copy.txt": 0.00, # round 102, first run 0.021
    "r102_statistician_quarto_site.html": 0.63, # round 102, first run 0.660
    "r103_agronomy_obituary_newsletter.txt": 0.13, # round 103, first run 0.17
    "r103_complingprof_drupal_profile.html": 0.69, # round 103, first run 0.72
    "r103_german_lehrstuhl_team_page_en.html": 0.48, # round 103, first run 0.51
    "r103_iit_professor_tabbed_homepage.html": 0.78, # round 103, first run 0.82
    "r103_marine_biologist_res_cv.txt": 0.66, # round 103, first run 0.70
    "r103_materials_group_news_hugo.md": 0.17, # round 103, first run 0.21
    "r103_math_genealogy_advisor.txt": 0.00, # round 103, first run 0.00
    "r103_public_health_alfolio_about.md": 0.67, # round 103, first run 0.71
    "r104_brazilian_lattes_cv_export.txt": 0.78, # round 104, first run 0.81
    "r104_comparch_prof_cv_pandoc.md": 0.50, # round 104, first run 0.53
    "r104_dissertation_front_matter.txt": 0.35, # round 104, first run 0.39
    "r104_japanese_lab_members_page.html": 0.09, # round 104, first run 0.13
    "r104_neuro_lab_people_squarespace.html": 0.66, # round 104, first run 0.69
    "r104_physics_annual_report_group_chapter.md": 0.41, # round 104, first run 0.45
    "r104_semantic_scholar_author_page.txt": 0.23, # round 104, first run 0.26
    "r104_stats_phd_student_jekyll_home.html": 0.63, # round 104, first run 0.67
    "r105_chemistry_group_members_wordpress.html": 0.38, # round 105, first run 0.42
    "r105_econ_job_market_cv.md": 0.78,      # round 105, first run 0.82
    "r105_evolution_tree_lineage_page.html": 0.47, # round 105, first run 0.50
    "r105_german_lehrstuhl_team_page.txt": 0.51, # round 105, first run 0.54
    "r105_orcid_record_copy.txt": 0.36,      # round 105, first run 0.40
    "r105_plant_postdoc_hugo_homepage.md": 0.81, # round 105, first run 0.84
    "r105_robotics_lab_publications_page.html": 0.54, # round 105, first run 0.58
    "r105_tum_prize_news_release.html": 0.35, # round 105, first run 0.38
    "r106_battery_scientist_linkedin_copy.txt": 0.43, # round 106, first run 0.47
    "r106_clinician_scientist_urmc_faculty_profile.html": 0.79, # round 106, first run 0.82
    "r106_cs_phd_github_profile_readme.md": 0.35, # round 106, first run 0.39
    "r106_deceased_physicist_encyclopedia_article.txt": 0.67, # round 106, first run 0.71
    "r106_institute_research_groups_overview.html": 0.27, # round 106, first run 0.31
    "r106_math_dept_phd_alumni_table.html": 0.38, # round 106, first run 0.41
    "r106_spanish_cvn_english_export.md": 0.00, # round 106, first run 0.02
    "r106_zebrafish_lab_monthly_newsletter_email.txt": 0.46, # round 106, first run 0.49
    "r107_insect_ecology_lab_alumni_where_now.txt": 0.54, # round 107, first run 0.57
    "r107_institute_annual_report_people_theses.txt": 0.18, # round 107, first run 0.22
    "r107_japanese_power_electronics_lab_homepage.html": 0.50, # round 107, first run 0.53
    "r107_linguistics_professor_cv.md": 0.79, # round 107, first run 0.82
    "r107_new_faculty_news_article.html": 0.40, # round 107, first run 0.43
    "r107_nursing_public_health_drupal_profile.html": 0.72, # round 107, first run 0.75
    "r107_photonics_lab_jekyll_people.md": 0.27, # round 107, first run 0.30
    "r107_physics_phd_student_cv_pdftotext.txt": 0.89, # round 107, first run 0.92
    "r108_materials_phd_thesis_cv_page.txt": 0.63, # round 108, first run 0.67
    "r108_mecheng_group_publications_drupal.html": 0.39, # round 108, first run 0.42
    "r108_oceanographer_oldstyle_homepage.html": 0.71, # round 108, first run 0.74
    "r108_pharmacology_emerita_tribute_blog.md": 0.45, # round 108, first run 0.49
    "r108_public_policy_prof_word_cv.txt": 0.56, # round 108, first run 0.60
    "r108_sociology_lab_team_squarespace.html": 0.63, # round 108, first run 0.67
    "r108_statistics_grad_students_directory.html": 0.57, # round 108, first run 0.60
    "r108_vet_conference_invited_speakers.html": 0.41, # round 108, first run 0.44
    "r109_grant_final_report_personnel_pubs.txt": 0.33, # round 109, first run 0.37
    "r109_linguistics_recent_phd_graduates.txt": 0.48, # round 109, first run 0.51
    "r109_geologist_obituary_society_bulletin.md": 0.50, # round 109, first run 0.53
    "r109_robotics_lab_github_org_readme.md": 0.50, # round 109, first run 0.54
    "r109_comp_chem_lab_wowchemy_homepage.html": 0.05, # round 109, first run 0.08
    "r109_econ_job_market_candidate_page.html": 0.78, # round 109, first run 0.81
    "r109_neuroscience_lab_news_page.html": 0.48, # round 109, first run 0.51
    "r109_spanish_catedratico_profile_en.html": 0.54, # round 109, first run 0.57
    "r110_bioinformatics_lab_software_page.html": 0.23, # round 110, first run 0.27
    "r110_cnrs_umr_team_page_english.html": 0.71, # round 110, first run 0.74
    "r110_cs_masters_theses_page.txt": 0.03, # round 110, first run 0.06
    "r110_ece_professor_moderncv_pdftotext.txt": 0.87, # round 110, first run 0.90
    "r110_historian_markdown_biography.md": 0.40, # round 110, first run 0.43
    "r110_math_department_faculty_directory.html": 0.27, # round 110, first run 0.31
    "r110_oceanographer_prize_press_release.html": 0.63, # round 110, first run 0.66
    "r110_public_health_orcid_record.txt": 0.64, # round 110, first run 0.68
    "r111_chemistry_group_wordpress_site.html": 0.67, # round 111, first run 0.71
    "r111_condmat_group_publications_page.html": 0.53, # round 111, first run 0.57
    "r111_cs_phd_student_jekyll_homepage.md": 0.90, # round 111, first run 0.94
    "r111_ecology_lab_google_sites_home.txt": 0.44, # round 111, first run 0.48
    "r111_economics_professor_cv_pdftotext.txt": 0.79, # round 111, first run 0.82
    "r111_japanese_university_lab_members_page.html": 0.04, # round 111, first run 0.07
    "r111_postdoc_github_profile_readme.md": 0.66, # round 111, first run 0.69
    "r111_spanish_university_research_group_page.html": 0.48, # round 111, first run 0.51
    "r112_astronomy_faculty_profile_page.html": 0.78, # round 112, first run 0.81
    "r112_german_lehrstuhl_multiphase_team_en.html": 0.39, # round 112, first run 0.42
    "r112_materials_science_lab_theses_page.html": 0.09, # round 112, first run 0.13
    "r112_neuro_sleep_lab_people_squarespace.html": 0.30, # round 112, first run 0.33
    "r112_immunologist_research_profile_export.txt": 0.47, # round 112, first run 0.50
    "r112_linguist_personal_homepage.txt": 0.77, # round 112, first run 0.81
    "r112_mathematician_moderncv_pdftotext.txt": 0.82, # round 112, first run 0.85
    "r112_society_newsletter_memorial_article.md": 0.69, # round 112, first run 0.72
    "r113_cs_phd_thesis_front_end_matter.txt": 0.77, # round 113, first run 0.81
    "r113_ee_professor_cv_gdocs_export.md": 0.88, # round 113, first run 0.92
    "r113_french_umr_chromatin_team_page.html": 0.50, # round 113, first run 0.54
    "r113_nephrology_clinician_nih_biosketch.txt": 0.74, # round 113, first run 0.78
    "r113_oceanographer_wikipedia_bio.md": 0.53, # round 113, first run 0.56
    "r113_physics_group_hugo_team_page.md": 0.78, # round 113, first run 0.82
    "r113_plant_biology_lab_members_pubs_drupal.html": 0.71, # round 113, first run 0.74
    "r113_stats_dept_news_phd_graduates_hires.html": 0.46, # round 113, first run 0.50
    "r114_chemistry_group_alumni_by_year.html": 0.48, # round 114, first run 0.52
    "r114_ecology_phd_student_alfolio_site.md": 0.73, # round 114, first run 0.77
    "r114_galway_national_science_prize_press_release.html": 0.56, # round 114, first run 0.59
    "r114_italian_department_academic_staff.txt": 0.72, # round 114, first run 0.75
    "r114_korean_university_lab_homepage_en.html": 0.78, # round 114, first run 0.81
    "r114_math_genealogy_algebraic_geometer.txt": 0.34, # round 114, first run 0.37
    "r114_oceanographer_obituary_journal_pdftotext.txt": 0.01, # round 114, first run 0.05
    "r114_rse_linkedin_profile_export.md": 0.34, # round 114, first run 0.37
    "r12_annual_report.txt": 0.46,      # round 12, first run 0.04
    "r12_clinical_cv.md": 0.68,         # round 12, first run 0.67
    "r12_dept_seminar.html": 0.78,      # round 12, first run 0.00
    "r12_lab_members_grid.html": 0.57,  # round 12, first run 0.31
    "r12_mathgenealogy_like.txt": 0.54, # round 12, first run 0.40
    "r12_software_readme.md": 0.56,     # round 12, first run 0.35
    "r12_thesis_front.txt": 0.54,       # round 12, first run 0.38
    "r12_wiki_scientist.txt": 0.64,     # round 12, first run 0.51
    "r11_bio_prof_homepage.txt": 0.71,     # round 11, first run 0.74
    "r11_faculty_profile_de.txt": 0.62,    # round 11, first run 0.65
    "r11_lab_news_only.txt": 0.03,         # round 11, first run 0.06
    "r11_obituary_like.txt": 0.01,         # round 11, first run 0.02
    "r11_old_academic_page.html": 0.40,    # round 11, first run 0.43
    "r11_pubs_by_year.txt": 0.57,          # round 11, first run 0.60
    "r11_research_group_md.md": 0.56,      # round 11, first run 0.59
    "r11_student_cv.txt": 0.79,            # round 11, first run 0.54
    "r10_cs_prof_homepage.txt": 0.79,      # round 10, first run 0.82
    "r10_cv_two_column.txt": 0.62,         # round 10, first run 0.65
    "r10_dblp_like.txt": 0.54,             # round 10, first run 0.57
    "r10_dept_faculty_list.txt": 0.33,     # round 10, first run 0.36
    "r10_engineering_lab.html": 0.30,      # round 10, first run 0.33
    "r10_group_news_people.txt": 0.57,     # round 10, first run 0.60
    "r10_humanities_homepage.txt": 0.33,   # round 10, first run 0.36
    "r10_postdoc_cv.md": 0.79,             # round 10, first run 0.82
    "r9_chemistry_cv.txt": 0.81,           # round 9, first run 0.84
    "r9_health_profile.txt": 0.55,         # round 9, first run 0.58
    "r9_industry_researcher.md": 0.58,     # round 9, first run 0.61
    "r9_math_homepage.txt": 0.65,          # round 9, first run 0.68
    "r9_old_postdoc_page.txt": 0.64,       # round 9, first run 0.67
    "r9_robotics_people.txt": 0.35,        # round 9, first run 0.38
    "r9_scholar_profile.txt": 0.70,        # round 9, first run 0.73
    "r9_systems_homepage.txt": 0.84,       # round 9, first run 0.87
    "r8_ai_prof_homepage.txt": 0.65,       # round 8, first run 0.67
    "r8_author_list.txt": 0.54,            # round 8, first run 0.00
    "r8_ecology_cv.txt": 0.75,             # round 8, first run 0.77
    "r8_econ_cv_pdf.txt": 0.67,            # round 8, first run 0.69
    "r8_history_profile.txt": 0.66,        # round 8, first run 0.68
    "r8_lab_alumni.txt": 0.24,             # round 8, first run 0.26
    "r8_phd_student.md": 0.62,             # round 8, first run 0.64
    "r8_physics_group.txt": 0.86,          # round 8, first run 0.48
    "r7_chem_group.txt": 0.71,             # round 7, first run 0.65
    "r7_dept_news.txt": 0.51,              # round 7, first run 0.02
    "r7_europass_cv.txt": 0.38,            # round 7, first run 0.00
    "r7_japanese_prof.txt": 0.78,          # round 7, first run 0.64
    "r7_math_old_home.txt": 0.81,          # round 7, first run 0.74
    "r7_neuro_homepage.txt": 0.74,         # round 7, first run 0.76
    "r7_orcid_like.txt": 0.82,             # round 7, first run 0.57
    "r7_pubs_page.txt": 0.72,              # round 7, first run 0.70
    "r7_robotics_lab.md": 0.77,            # round 7, first run 0.68
    "r7_startup_researcher.md": 0.73,      # round 7, first run 0.74
    "r6_author_page.txt": 0.85,            # round 6, first run 0.00
    "r6_bio_lab_people.txt": 0.76,         # round 6, first run 0.68
    "r6_civil_eng_cv.txt": 0.90,           # round 6, first run 0.71
    "r6_clinician_scientist.txt": 0.76,    # round 6, first run 0.50
    "r6_econ_homepage.txt": 0.97,          # round 6, first run 0.61
    "r6_group_page.html": 0.73,            # round 6, first run 0.48
    "r6_linguistics_profile.txt": 0.82,    # round 6, first run 0.64
    "r6_old_physics_home.txt": 0.88,       # round 6, first run 0.79
    "r6_scholar_profile.txt": 0.97,        # round 6, first run 0.59
    "r6_spanish_cv.txt": 0.82,             # round 6, first run 0.10
    "r6_student_home.md": 0.94,            # round 6, first run 0.64
    "r6_sysml_homepage.txt": 0.94,         # round 6, first run 0.89
}


def test_every_probe_has_gold_and_a_floor():
    docs = {p.name for p in HERE.iterdir() if re.match(r"[gr]\d+_", p.name) and p.suffix not in (".json", ".py")}
    assert docs == set(FLOORS)
    assert all((HERE / name).with_suffix(".json").is_file() for name in FLOORS)


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_probe_scores_at_least_its_floor(name, tmp_path, yardstick):
    doc = HERE / name
    write_graph(build([doc]), tmp_path / "probe.ttl")
    report = yardstick(tmp_path / "probe.ttl", [doc.with_suffix(".json")])
    missed = {rel: items for rel, items in report["missed"].items() if items}
    spurious = {rel: items for rel, items in report["spurious"].items() if items}
    assert report["macro_f1"] >= FLOORS[name], \
        f"{name}: macro F1 {report['macro_f1']:.3f}; missed {missed}; spurious {spurious}"
