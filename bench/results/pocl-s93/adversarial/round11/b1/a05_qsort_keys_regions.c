/* region computes keys, qsort sorts them on the host, region uses the sorted keys, bsearch pointer write */
#include <stdio.h>
#include <stdlib.h>
#define N 33
static double key[N], out[N];
static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}
static void run(int n)
{
    int i, t;
    for (i = 0; i < N; i++) { key[i] = (double)((i * 17) % 13); out[i] = 0; }
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < n; i++)
            key[i] = key[i] * 3.0 - (double)((i * 5 + t) % 7);
        qsort(key, (size_t)n, sizeof(double), cmp);
        double probe = key[n > 0 ? n / 2 : 0];
        double *hit = n > 0 ? bsearch(&probe, key, (size_t)n, sizeof(double), cmp) : NULL;
        if (hit) *hit += 0.5;
#pragma bbmm
        for (i = 0; i < n; i++)
            out[i] = out[i] + key[i] * (i + 1);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", key[i], out[i]);
}
int main(void)
{
    run(0); run(1); run(2); run(11); run(33);
    return 0;
}
