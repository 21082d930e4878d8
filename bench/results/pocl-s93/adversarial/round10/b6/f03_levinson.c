/* autocorrelation of a signal, then Levinson-Durbin recursion for AR coefficients (durbin form with scalars alpha, beta, sum and scratch z) */
#include <stdio.h>
#define NS 80
#define P 16
static double sig[NS], rac[P + 1], yv[P], z[P];

static void ar(int ns, int p)
{
    int i, k, lag;
    double alpha, beta, sum;
#pragma bbmm
    {
        for (lag = 0; lag <= p; lag++) {
            rac[lag] = 0.0;
            for (i = lag; i < ns; i++) rac[lag] += sig[i] * sig[i - lag];
        }
        for (k = 1; k <= p; k++) rac[k] = -rac[k] / (rac[0] + 1.0);
        yv[0] = rac[1];
        beta = 1.0;
        alpha = rac[1];
        for (k = 1; k < p; k++) {
            beta = (1 - alpha * alpha) * beta;
            sum = 0.0;
            for (i = 0; i < k; i++) sum += rac[k - i] * yv[i];
            alpha = -(rac[k + 1] + sum) / beta;
            for (i = 0; i < k; i++) z[i] = yv[i] + alpha * yv[k - i - 1];
            for (i = 0; i < k; i++) yv[i] = z[i];
            yv[k] = alpha;
        }
    }
}

int main(void)
{
    for (int i = 0; i < NS; i++) sig[i] = ((i * 7) % 11 - 5) * 0.1 + ((i % 4) == 0 ? 0.3 : 0.0);
    int ps[] = {1, 2, 3, 8, 16}, nss[] = {5, 1, 10, 40, 80};
    for (int c = 0; c < 5; c++) {
        for (int i = 0; i < P; i++) yv[i] = z[i] = 0.0;
        ar(nss[c], ps[c]);
        printf("p=%d ns=%d:", ps[c], nss[c]);
        for (int i = 0; i < ps[c]; i++) printf(" %a", yv[i]);
        printf("\n");
    }
    return 0;
}
