/* histogram with clamped bins computed by an integer helper: one bin per work-item counting matches */
#include <stdio.h>
static int bin_of(double x, int nb) { int b = (int)(x * nb); return b < 0 ? 0 : (b >= nb ? nb - 1 : b); }
static void run(int n, int nb)
{
    double x[64];
    int cnt[16];
    int i, b;
    for (i = 0; i < n; i++) x[i] = (double)((i * 37) % 29) / 20.0 - 0.2;
#pragma bbmm
    for (b = 0; b < nb; b++) {
        cnt[b] = 0;
        for (i = 0; i < n; i++)
            cnt[b] += bin_of(x[i], nb) == b;
    }
    printf("n=%d nb=%d\n", n, nb);
    for (b = 0; b < nb; b++) printf("%d ", cnt[b]);
    printf("\n");
}
int main(void)
{
    run(0, 1); run(1, 1); run(5, 2); run(64, 16); run(33, 7); run(10, 0);
    return 0;
}
