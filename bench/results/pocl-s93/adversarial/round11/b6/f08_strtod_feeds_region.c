/* coefficients parsed with strtod from a string literal feed a region; a region writes values printed via snprintf and parsed back with sscanf */
#include <stdio.h>
#include <stdlib.h>
#define N 12
static double coef[N], X[N], Y[N];
int main(void)
{
    const char *src = "0.5 1.25 -3e-2 7 0x1.8p1 12.5 -0 4 8 16 32 64";
    char *p = (char *)src, *end;
    char line[64];
    int i, k;
    for (i = 0; i < N; i++) { coef[i] = strtod(p, &end); p = end; X[i] = i + 1; }
#pragma bbmm
    for (i = 0; i < N; i++)
        Y[i] = coef[i] * X[i] + coef[N - 1 - i];
    for (i = 0; i < N; i++) {
        snprintf(line, sizeof line, "%.17g", Y[i]);
        if (sscanf(line, "%lf", &X[i]) != 1) return 1;
    }
    for (k = 0; k < 2; k++) {
#pragma bbmm
        for (i = 1; i < N; i++)
            Y[i] = X[i] - X[i - 1] * coef[i];
    }
    for (i = 0; i < N; i++) printf("%a %a %a\n", coef[i], X[i], Y[i]);
    return 0;
}
