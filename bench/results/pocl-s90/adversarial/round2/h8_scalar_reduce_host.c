/* reduction into a scalar in a time loop; host rescales the array by it and modifies the scalar */
#include <stdio.h>
#define N 24
static double x[N], y[N];
int main(void)
{
    int i, t;
    double nrm = 0.0;
    for (i = 0; i < N; i++) { x[i] = (i % 5) - 2.0; y[i] = 0.0; }
    for (t = 0; t < 6; t++) {
#pragma bbmm
        {
            for (i = 0; i < N; i++)
                y[i] = x[i] * 2.0 + y[i];
            for (i = 0; i < N; i++)
                nrm = nrm + y[i] * y[i];
        }
        for (i = 0; i < N; i++) x[i] = y[i] / (1.0 + nrm);
        nrm = nrm * 0.5;
        y[t] = 0.0;
    }
    printf("%a\n", nrm);
    for (i = 0; i < N; i++) printf("%a %a\n", x[i], y[i]);
    return 0;
}
