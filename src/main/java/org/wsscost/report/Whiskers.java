package org.wsscost.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.HashMap;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.CategoryItemRendererState;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.category.CategoryDataset;
import org.wsscost.analysis.Interval;

/**
 * What a bar chart draws on its bars beyond their length: each bar's 95% interval as a whisker with
 * caps across the bar's end (a stacked segment's across the end of its segment), and a dagger beside
 * a bar whose result is not steady. The renderers here draw them after the bars, on top.
 */
final class Whiskers {
    /** What a whisker is, under every chart that draws them. */
    static final String INTERVALS = "whiskers: 95% interval from the raw samples (forks, then iterations, resampled)";
    /** The key of the subtitle every bar chart with whiskers carries. */
    static final String LEGEND = INTERVALS + "; † not steady: its iterations still trend";

    /** One bar's interval in the chart's unit, and whether a result in it is not steady. */
    record Mark(double low, double high, boolean notSteady) {
        static Mark of(Interval interval, boolean notSteady) {
            return new Mark(interval.low(), interval.high(), notSteady);
        }
    }

    private final Map<String, Mark> marks = new HashMap<>();

    void put(Comparable<?> row, Comparable<?> column, Mark mark) {
        marks.put(row + "\u0000" + column, mark);
    }

    /** The mark of a bar that has a value, on the renderer's last pass (drawn over the bars); else null. */
    private Mark onTop(CategoryDataset data, int row, int column, int pass, int passes) {
        return pass != passes - 1 || data.getValue(row, column) == null ? null
                : marks.get(data.getRowKey(row) + "\u0000" + data.getColumnKey(column));
    }

    /** Adds the legend of the marks under the chart's title. */
    void explain(JFreeChart chart) {
        chart.addSubtitle(new TextTitle(LEGEND, new Font(Font.SANS_SERIF, Font.PLAIN, 11)));
    }

    /** Bars side by side, one per series in each category. */
    BarRenderer bars() {
        return new BarRenderer() {
            @Override
            public void drawItem(Graphics2D g2, CategoryItemRendererState state, Rectangle2D dataArea, CategoryPlot plot,
                    CategoryAxis domainAxis, ValueAxis rangeAxis, CategoryDataset dataset, int row, int column, int pass) {
                super.drawItem(g2, state, dataArea, plot, domainAxis, rangeAxis, dataset, row, column, pass);
                Number value = dataset.getValue(row, column);
                Mark mark = onTop(dataset, row, column, pass, getPassCount());
                if (mark != null && state.getVisibleSeriesIndex(row) >= 0) {
                    double center = calculateBarW0(plot, plot.getOrientation(), dataArea, domainAxis, state, row, column)
                            + state.getBarWidth() / 2;
                    draw(g2, plot, dataArea, rangeAxis, center, value.doubleValue(), value.doubleValue(), mark);
                }
            }
        };
    }

    /** Segments stacked in row order, one bar per category. */
    StackedBarRenderer stacked() {
        return new StackedBarRenderer() {
            @Override
            public void drawItem(Graphics2D g2, CategoryItemRendererState state, Rectangle2D dataArea, CategoryPlot plot,
                    CategoryAxis domainAxis, ValueAxis rangeAxis, CategoryDataset dataset, int row, int column, int pass) {
                super.drawItem(g2, state, dataArea, plot, domainAxis, rangeAxis, dataset, row, column, pass);
                Number value = dataset.getValue(row, column);
                Mark mark = onTop(dataset, row, column, pass, getPassCount());
                if (mark != null) {
                    double end = 0;
                    for (int r = 0; r <= row; r++) {
                        Number below = dataset.getValue(r, column);
                        end += below == null ? 0 : below.doubleValue();
                    }
                    double center = domainAxis.getCategoryMiddle(column, getColumnCount(), dataArea, plot.getDomainAxisEdge());
                    draw(g2, plot, dataArea, rangeAxis, center, value.doubleValue(), end, mark);
                }
            }
        };
    }

    /** The whisker of a bar of {@code value} whose end is at {@code end}, across the bar at {@code center}. */
    private static void draw(Graphics2D g2, CategoryPlot plot, Rectangle2D area, ValueAxis axis, double center, double value,
            double end, Mark mark) {
        RectangleEdge edge = plot.getRangeAxisEdge();
        boolean horizontal = plot.getOrientation() == PlotOrientation.HORIZONTAL;
        double tip = axis.valueToJava2D(end, area, edge);
        g2.setPaint(Color.BLACK);
        g2.setStroke(new BasicStroke(1.2f));
        if (!Double.isNaN(mark.low()) && !Double.isNaN(mark.high())) {
            double a = axis.valueToJava2D(end - (value - mark.low()), area, edge);
            double b = axis.valueToJava2D(end + (mark.high() - value), area, edge);
            double cap = 4;
            if (horizontal) {
                g2.draw(new Line2D.Double(a, center, b, center));
                g2.draw(new Line2D.Double(a, center - cap, a, center + cap));
                g2.draw(new Line2D.Double(b, center - cap, b, center + cap));
            } else {
                g2.draw(new Line2D.Double(center, a, center, b));
                g2.draw(new Line2D.Double(center - cap, a, center + cap, a));
                g2.draw(new Line2D.Double(center - cap, b, center + cap, b));
            }
            tip = horizontal ? Math.max(a, b) : Math.min(a, b);
        }
        if (mark.notSteady()) {
            g2.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 13));
            g2.drawString("†", (float) (horizontal ? tip + 4 : center - 3), (float) (horizontal ? center + 5 : tip - 4));
        }
    }
}
