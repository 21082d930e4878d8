#include <stdio.h>
#include <math.h>

#define N 40
double x[N], y[N], z[N];

static double clampd(double v, double lo, double hi) { return v < lo ? lo : (v > hi ? hi : v); }

int main(void)
{
    int n = N;
    for (int i = 0; i < N; i++) { x[i] = (i - 20) * 0.37; y[i] = i * 0.11 + 0.01; z[i] = 0; }
#pragma bbmm
    for (int i = 0; i < n; i++) {
        double r = sqrt(x[i] * x[i] + y[i] * y[i]);
        double m = fmin(fabs(x[i]), y[i]) + fmax(x[i], -1.0);
        z[i] = clampd(r - m, -2.0, 3.5) + floor(x[i]) * ceil(y[i]) + fmod(x[i], 0.7) + trunc(x[i] * 3.3);
        y[i] = copysign(sqrt(fabs(x[i])), x[i]) + fma(x[i], y[i], 0.5);
    }
    for (int i = 0; i < N; i++) printf("%a %a\n", z[i], y[i]);
    return 0;
}
