package org.wsscost.report;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A report as a list of blocks, written out twice from the same blocks — Markdown and HTML — so the
 * two never disagree. Text may hold {@code `code`} and {@code **bold**}.
 */
public final class Doc {
    sealed interface Block permits Heading, Para, Bullets, Table, Image {
    }

    record Bullets(List<String> items) implements Block {
    }

    record Heading(int level, String text) implements Block {
    }

    record Para(String text) implements Block {
    }

    record Table(List<String> head, List<List<String>> rows) implements Block {
    }

    record Image(String file, String alt) implements Block {
    }

    private final List<Block> blocks = new ArrayList<>();

    public Doc heading(int level, String text) {
        blocks.add(new Heading(level, text));
        return this;
    }

    public Doc para(String text) {
        blocks.add(new Para(text));
        return this;
    }

    public Doc bullets(List<String> items) {
        blocks.add(new Bullets(List.copyOf(items)));
        return this;
    }

    public Doc table(List<String> head, List<List<String>> rows) {
        blocks.add(new Table(List.copyOf(head), rows.stream().map(List::copyOf).toList()));
        return this;
    }

    public Doc image(String file, String alt) {
        blocks.add(new Image(file, alt));
        return this;
    }

    List<Block> blocks() {
        return blocks;
    }

    public String markdown() {
        StringBuilder s = new StringBuilder();
        for (Block b : blocks) {
            if (b instanceof Heading h) {
                s.append("#".repeat(h.level())).append(' ').append(h.text()).append("\n\n");
            } else if (b instanceof Para p) {
                s.append(p.text()).append("\n\n");
            } else if (b instanceof Bullets l) {
                l.items().forEach(item -> s.append("- ").append(item).append('\n'));
                s.append('\n');
            } else if (b instanceof Table t) {
                s.append("| ").append(String.join(" | ", t.head())).append(" |\n|");
                s.append("---|".repeat(t.head().size())).append('\n');
                for (List<String> row : t.rows()) {
                    s.append("| ").append(String.join(" | ", row.stream().map(c -> c.replace("|", "\\|")).toList()))
                            .append(" |\n");
                }
                s.append('\n');
            } else if (b instanceof Image i) {
                s.append("![").append(i.alt()).append("](").append(i.file()).append(")\n\n");
            }
        }
        return s.toString();
    }

    public String html(String title) {
        StringBuilder s = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
                .append(escape(title)).append("</title>\n<style>body{font-family:sans-serif;max-width:1100px;margin:2em auto;"
                        + "padding:0 1em}table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:.2em .5em;"
                        + "text-align:left}img{max-width:100%}code{background:#f4f4f4}</style></head><body>\n");
        for (Block b : blocks) {
            if (b instanceof Heading h) {
                s.append("<h").append(h.level()).append('>').append(inline(h.text())).append("</h").append(h.level())
                        .append(">\n");
            } else if (b instanceof Para p) {
                s.append("<p>").append(inline(p.text())).append("</p>\n");
            } else if (b instanceof Bullets l) {
                s.append("<ul>");
                l.items().forEach(item -> s.append("<li>").append(inline(item)).append("</li>"));
                s.append("</ul>\n");
            } else if (b instanceof Table t) {
                s.append("<table><thead><tr>");
                t.head().forEach(c -> s.append("<th>").append(inline(c)).append("</th>"));
                s.append("</tr></thead><tbody>\n");
                for (List<String> row : t.rows()) {
                    s.append("<tr>");
                    row.forEach(c -> s.append("<td>").append(inline(c)).append("</td>"));
                    s.append("</tr>\n");
                }
                s.append("</tbody></table>\n");
            } else if (b instanceof Image i) {
                s.append("<p><img src=\"").append(escape(i.file())).append("\" alt=\"").append(escape(i.alt()))
                        .append("\"></p>\n");
            }
        }
        return s.append("</body></html>\n").toString();
    }

    private static final Pattern CODE = Pattern.compile("`([^`]*)`");
    private static final Pattern BOLD = Pattern.compile("\\*\\*([^*]+)\\*\\*");

    private static String inline(String text) {
        String s = escape(text);
        s = CODE.matcher(s).replaceAll(m -> "<code>" + Matcher.quoteReplacement(m.group(1)) + "</code>");
        return BOLD.matcher(s).replaceAll(m -> "<strong>" + Matcher.quoteReplacement(m.group(1)) + "</strong>");
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
