#include <stdio.h>
#include <math.h>

#define N 16
double x[N], y[N], r[N];
float fx[N];
int iv[N];
long lv[N];

int main(void)
{
    int n = N;
    double vals[N] = { 0.0, -0.0, 1.5, -1.5, 2.5, -2.5, 1e308, -1e308, 5e-324, -5e-324, 0.49999999999999994, 3.0, -7.25, 1e-5, 123456.789, -0.5 };
    for (int i = 0; i < N; i++) { x[i] = vals[i]; y[i] = vals[(i + 5) % N]; }
#pragma bbmm
    for (int i = 0; i < n; i++) {
        r[i] = fmin(x[i], y[i]) + fmax(-x[i], y[i]) * 0.5 + round(x[i]) - rint(y[i]) + copysign(1.0, x[i]);
        fx[i] = (float)x[i] * 2.0f + (float)(x[i] * 1e-300);
        iv[i] = (int)(fabs(x[i]) < 1e9 ? x[i] : 0) % 3 + (signbit(x[i]) ? -10 : 10) + isinf(x[i] * 10);
        lv[i] = (long)floor(y[i] < 1e15 && y[i] > -1e15 ? y[i] : 1.0) / -3 + labs(-(long)i * 7);
    }
    for (int i = 0; i < N; i++) printf("%a %a %d %ld\n", r[i], (double)fx[i], iv[i], lv[i]);
    return 0;
}
