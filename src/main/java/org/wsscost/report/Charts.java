package org.wsscost.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Paint;
import java.awt.Rectangle;
import java.awt.TexturePaint;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.labels.XYItemLabelGenerator;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeriesCollection;

/** How the report's charts look: one white, flat style for every chart, and the palette series take in turn. */
final class Charts {
    private static final Paint[] PALETTE = {new Color(0x4E79A7), new Color(0xF28E2B), new Color(0xE15759),
        new Color(0x76B7B2), new Color(0x59A14F), new Color(0xEDC948), new Color(0xB07AA1), new Color(0xFF9DA7),
        new Color(0x9C755F), new Color(0xBAB0AC)};

    private Charts() {
    }

    /**
     * Horizontal stacked bars whose rows are {@link Series} labels, each in its series' colour; the
     * derived share hatched and the fused plain pass grey, so neither reads as a measured phase.
     */
    static JFreeChart stacked(String title, String unit, DefaultCategoryDataset data, Whiskers whiskers) {
        JFreeChart chart = ChartFactory.createStackedBarChart(title, null, unit, data, PlotOrientation.HORIZONTAL, true,
                false, false);
        CategoryPlot plot = chart.getCategoryPlot();
        plot.setRenderer(whiskers.stacked());
        whiskers.explain(chart);
        style(plot);
        BarRenderer renderer = (BarRenderer) plot.getRenderer();
        for (int i = 0; i < data.getRowCount(); i++) {
            Series series = Series.labelled((String) data.getRowKey(i));
            renderer.setSeriesPaint(i, series == Series.DERIVED_SECURITY ? hatched(series.colour()) : series.colour());
        }
        return chart;
    }

    /** Horizontal stacked bars without whiskers, each row of {@code data} in the paint {@code paints} gives its key. */
    static JFreeChart stackedPainted(String title, String unit, DefaultCategoryDataset data, Map<String, Paint> paints) {
        JFreeChart chart = ChartFactory.createStackedBarChart(title, null, unit, data, PlotOrientation.HORIZONTAL, true,
                false, false);
        CategoryPlot plot = chart.getCategoryPlot();
        style(plot);
        BarRenderer renderer = (BarRenderer) plot.getRenderer();
        for (int i = 0; i < data.getRowCount(); i++) {
            Paint paint = paints.get((String) data.getRowKey(i));
            if (paint != null) {
                renderer.setSeriesPaint(i, paint);
            }
        }
        return chart;
    }

    /**
     * Vertical bars, a series per row of {@code data} in the palette's colours, with {@code whiskers}
     * on them; null for figures that are counted, not sampled (they have no interval).
     */
    static JFreeChart bars(String title, String categoryAxis, String valueAxis, DefaultCategoryDataset data,
            Whiskers whiskers) {
        JFreeChart chart = ChartFactory.createBarChart(title, categoryAxis, valueAxis, data, PlotOrientation.VERTICAL, true,
                false, false);
        if (whiskers != null) {
            chart.getCategoryPlot().setRenderer(whiskers.bars());
            whiskers.explain(chart);
        }
        style(chart.getCategoryPlot());
        return chart;
    }

    /** Lines with points on two logarithmic axes, in the palette's colours, each point with its interval's whisker. */
    static JFreeChart curves(String title, String xAxis, String yAxis, YIntervalSeriesCollection data) {
        JFreeChart chart = ChartFactory.createXYLineChart(title, xAxis, yAxis, data, PlotOrientation.VERTICAL, true, false,
                false);
        XYPlot plot = chart.getXYPlot();
        plot.setDomainAxis(new LogAxis(xAxis));
        plot.setRangeAxis(new LogAxis(yAxis));
        chart.addSubtitle(new TextTitle(Whiskers.INTERVALS, new Font(Font.SANS_SERIF, Font.PLAIN, 11)));
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDrawXError(false);
        renderer.setDefaultLinesVisible(true);
        for (int i = 0; i < data.getSeriesCount(); i++) {
            renderer.setSeriesPaint(i, PALETTE[i % PALETTE.length]);
            renderer.setSeriesStroke(i, new BasicStroke(2f));
        }
        plot.setRenderer(renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        return chart;
    }

    /** Lines through labelled points on two logarithmic axes, in the palette's colours: one measurement a point, no interval. */
    static JFreeChart points(String title, String xAxis, String yAxis, XYSeriesCollection data, XYItemLabelGenerator labels) {
        JFreeChart chart = ChartFactory.createXYLineChart(title, xAxis, yAxis, data, PlotOrientation.VERTICAL, true, false,
                false);
        XYPlot plot = chart.getXYPlot();
        plot.setDomainAxis(new LogAxis(xAxis));
        plot.setRangeAxis(new LogAxis(yAxis));
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        renderer.setDefaultItemLabelGenerator(labels);
        renderer.setDefaultItemLabelsVisible(true);
        for (int i = 0; i < data.getSeriesCount(); i++) {
            renderer.setSeriesPaint(i, PALETTE[i % PALETTE.length]);
            renderer.setSeriesStroke(i, new BasicStroke(2f));
        }
        plot.setRenderer(renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        return chart;
    }

    private static Paint hatched(Color base) {
        BufferedImage tile = new BufferedImage(8, 8, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = tile.createGraphics();
        g.setColor(base);
        g.fillRect(0, 0, 8, 8);
        g.setColor(new Color(0x7F6A00));
        g.drawLine(0, 8, 8, 0);
        g.dispose();
        return new TexturePaint(tile, new Rectangle(0, 0, 8, 8));
    }

    private static void style(CategoryPlot plot) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        BarRenderer renderer = (BarRenderer) plot.getRenderer();
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setShadowVisible(false);
        renderer.setDrawBarOutline(false);
        for (int i = 0; i < PALETTE.length; i++) {
            renderer.setSeriesPaint(i, PALETTE[i]);
        }
        CategoryAxis axis = plot.getDomainAxis();
        axis.setTickLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        // Horizontal bars: labels may take 40% of the width; vertical: the whole category's width.
        axis.setMaximumCategoryLabelWidthRatio(plot.getOrientation() == PlotOrientation.HORIZONTAL ? 0.4f : 1f);
    }
}
