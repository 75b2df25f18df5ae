"""Session-26 rules: a group page's footer, and what a held-out round 50 showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.ingest.html import html_document
from labgraph.model import Affiliation, Publication


def extracted(tmp_path, text, name="doc.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


_LAB_PAGE = """Hana Seo
Professor, Department of Chemistry

Current Members
- Jin Woo Baek, PhD student (2021-)
- Soo Min Yang, PhD student (2022-)

Publications
1 | J. W. Baek, H. Seo*, "Oxygen vacancies in thin cobaltite films", Phys. Rev. B 99, 014105 (2019).

  • Thin Film Catalysis Laboratory (TFC Lab) | 12 Daehak-ro, Daejeon 34141, Korea
      Copyright © 2010-2025 TFC Lab, KAIST. All rights reserved.
"""


def test_a_footer_names_the_group_of_the_students_listed(tmp_path):
    claims = extracted(tmp_path, _LAB_PAGE).claims
    orgs = {c.org for c in claims if isinstance(c, Affiliation) and c.person == "Jin Woo Baek"}
    assert "Thin Film Catalysis Laboratory" in orgs


def test_a_footer_is_no_publication(tmp_path):
    titles = [c.title for c in extracted(tmp_path, _LAB_PAGE).claims if isinstance(c, Publication)]
    assert titles == ["Oxygen vacancies in thin cobaltite films"]


def test_a_footer_of_two_groups_names_neither(tmp_path):
    text = _LAB_PAGE.replace("  Copyright", "  Soft Matter Group | 14 Daehak-ro\n  Copyright")
    orgs = {c.org for c in extracted(tmp_path, text).claims if isinstance(c, Affiliation) and c.person == "Jin Woo Baek"}
    assert not any("Laboratory" in o or "Group" in o for o in orgs)


_OLD_PAGE = """<HTML><HEAD><TITLE>Rui Matos - Home Page</TITLE></HEAD><BODY>
<TABLE WIDTH="780"><TR>
<TD WIDTH="150" VALIGN=TOP><FONT SIZE=-1><B>Menu</B><BR>
<A HREF="#bio">Bio</A><BR><A HREF="#students">Students</A><BR><A HREF="#pubs">Publications</A><BR>
<A HREF="#software">Software</A><BR><A HREF="teaching.html">Teaching</A> (pt)<BR><A HREF="links.html">Cool links</A><BR>
<BR><IMG SRC="new.gif" ALT="NEW"> <A HREF="sod2008/">SOD 2007/08</A><BR></FONT></TD>
<TD VALIGN=TOP>
<A NAME="bio"></A><FONT SIZE=+1><B>Short bio</B></FONT>
<P><FONT SIZE=-1>I got my PhD from the Vrije Universiteit Amsterdam in 2002.</FONT></P>
<HR><A NAME="students"></A><FONT SIZE=+1><B>Students</B></FONT>
<P><FONT SIZE=-1><B>Graduated Ph.D. students</B></FONT></P>
<UL><LI><FONT SIZE=-1>Dragan Petrov (Ph.D., Feb. 2008) - Transactional Snapshots. Now at Google.</FONT>
<LI><FONT SIZE=-1>Sofia Antunes (Ph.D. 2007) - Epidemic Update Propagation. Now at the Universidade do Minho.</FONT></UL>
<HR><A NAME="pubs"></A><FONT SIZE=+1><B>Publications</B></FONT>
<FONT SIZE=-2>(see also DBLP)</FONT>
<P><FONT SIZE=-1><B>2008</B></FONT></P>
<OL><LI><FONT SIZE=-1>D. Petrov and R. Matos. Cheap Snapshots for Virtual Machines. In Proc. EuroSys 2008, Glasgow.</FONT>
<LI><FONT SIZE=-1>S. Antunes and R. Matos. Consistent Checkpoints for Mobile Replicas. In Proc. SRDS 2007, Beijing.</FONT></OL>
<HR><A NAME="software"></A><FONT SIZE=+1><B>Software</B></FONT>
<P><FONT SIZE=-1>All software is provided under the GPL.</FONT></P>
</TD></TR></TABLE></BODY></HTML>
"""


def test_an_old_pages_section_headings_named_in_its_menu_too_are_kept_over_their_sections():
    lines = [ln.strip() for ln in html_document("home.html", _OLD_PAGE).text.split("\n") if ln.strip()]
    for heading, first in (("Students", "Graduated Ph.D. students"), ("Publications", "2008"),
                           ("Software", "All software is provided under the GPL.")):
        at = [k for k, line in enumerate(lines) if line == heading]
        assert len(at) == 2, heading                        # the menu's line and the section's heading
        assert lines[at[1] + 1] == first, heading


def test_an_old_pages_publications_under_their_heading_are_read(tmp_path):
    pubs = [c for c in extracted(tmp_path, _OLD_PAGE, "home.html").claims if isinstance(c, Publication)]
    assert {c.title for c in pubs} == {"Cheap Snapshots for Virtual Machines", "Consistent Checkpoints for Mobile Replicas"}
