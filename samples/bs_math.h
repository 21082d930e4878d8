/* samples/bs_math.h - blackscholes math that is bitwise reproducible on
 * the host and in OpenCL C (see samples/blackscholes.c), shared by the
 * sample and the executor tests.  BS_MATH(static) defines the functions for
 * the host; BS_STR(BS_MATH()) is the same text for a kernel source. */
#ifndef BBMM_SAMPLES_BS_MATH_H
#define BBMM_SAMPLES_BS_MATH_H

#include <math.h>

#define BS_STR_(...) #__VA_ARGS__
#define BS_STR(...) BS_STR_(__VA_ARGS__)

/* The shared math; "FN" is the storage class of each function ("static" on
 * the host, nothing in OpenCL C). */
#define BS_MATH(FN)                                                                              \
    FN double bs_exp(double x)                                                                   \
    {                                                                                            \
        double r, p = 1.0;                                                                       \
        long k, i;                                                                               \
        x = x < -700.0 ? -700.0 : x > 700.0 ? 700.0 : x;                                         \
        k = (long)(x * 1.44269504088896338700e+00 + (x < 0.0 ? -0.5 : 0.5));                     \
        r = (x - (double)k * 6.93147180369123816490e-01) - (double)k * 1.90821492927058770002e-10; \
        for (i = 13; i >= 1; i--)                                                                \
            p = 1.0 + p * r / (double)i;                                                         \
        for (; k > 0; k--)                                                                       \
            p = p * 2.0;                                                                         \
        for (; k < 0; k++)                                                                       \
            p = p * 0.5;                                                                         \
        return p;                                                                                \
    }                                                                                            \
    FN double bs_log(double x)                                                                   \
    {                                                                                            \
        double m = x, s, s2, t = 1.0 / 21.0;                                                     \
        long e = 0, i;                                                                           \
        for (; m > 1.41421356237309504880; e++)                                                  \
            m = m * 0.5;                                                                         \
        for (; m < 0.70710678118654752440; e--)                                                  \
            m = m * 2.0;                                                                         \
        s = (m - 1.0) / (m + 1.0);                                                               \
        s2 = s * s;                                                                              \
        for (i = 19; i >= 1; i -= 2)                                                             \
            t = 1.0 / (double)i + s2 * t;                                                        \
        return (double)e * 6.93147180369123816490e-01 + ((double)e * 1.90821492927058770002e-10 + \
                                                         2.0 * s * t);                           \
    }                                                                                            \
    FN double bs_cnd(double d)                                                                   \
    {                                                                                            \
        double a = d < 0.0 ? -d : d;                                                             \
        double k = 1.0 / (1.0 + 0.2316419 * a);                                                  \
        double poly = k * (0.319381530 + k * (-0.356563782 + k * (1.781477937 +                  \
                      k * (-1.821255978 + k * 1.330274429))));                                   \
        double w = 1.0 - 0.39894228040143267794 * bs_exp(-0.5 * d * d) * poly;                   \
        return d < 0.0 ? 1.0 - w : w;                                                            \
    }                                                                                            \
    FN void bs_price(double s, double k, double r, double v, double t, double *call, double *put) \
    {                                                                                            \
        double vst = v * sqrt(t);                                                                \
        double d1 = (bs_log(s / k) + (r + 0.5 * v * v) * t) / vst;                               \
        double d2 = d1 - vst;                                                                    \
        double kd = k * bs_exp(-r * t);                                                          \
        double n1 = bs_cnd(d1), n2 = bs_cnd(d2);                                                 \
        *call = s * n1 - kd * n2;                                                                \
        *put = kd * (1.0 - n2) - s * (1.0 - n1);                                                 \
    }

#endif
