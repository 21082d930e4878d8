/* floor/ceil/round/fmod/trunc/fabs and isnan/isinf tests on data with negative halves and infinities */
#include <stdio.h>
#include <math.h>
#define N 24
static double X[N], R[N][6];
static int K[N];
int main(void)
{
    int i;
    for (i = 0; i < N; i++) X[i] = (i - 12) * 0.5 + (i == 5 ? 1e308 : 0.0);
    X[3] = X[4] * 1e308 * 10.0;
    X[7] = -X[3];
    X[9] = X[3] - X[3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        R[i][0] = floor(X[i]) + ceil(-X[i]);
        R[i][1] = round(X[i]) - trunc(X[i]);
        R[i][2] = isfinite(X[i]) ? fmod(X[i], 1.5) : 0.0;
        R[i][3] = isnan(X[i]) ? -1.0 : (isinf(X[i]) ? 2.0 : fabs(X[i]));
        R[i][4] = pow(2.0, floor(X[i] / 4.0 + 0.25));
        R[i][5] = copysign(1.0, X[i]) * fmin(X[i], 3.0);
        K[i] = isfinite(X[i]) && fabs(X[i]) < 1e9 ? (int)floor(X[i] * 3.0) % 4 : -99;
    }
    for (i = 0; i < N; i++) printf("%a %a %a %a %a %a %d\n", R[i][0], R[i][1], R[i][2], R[i][3], R[i][4], R[i][5], K[i]);
    return 0;
}
