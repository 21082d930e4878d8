/* median filter style: region computes values, host copies and qsorts a window of them each step, writes back one element */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int cmpd(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return (x > y) - (x < y); }
int main(void)
{
    double a[33], b[33], w[33];
    int n, i, t;
    for (n = 1; n <= 33; n += 8) {
        for (i = 0; i < n; i++) a[i] = (double)((i * 17) % 11) - 5.0;
        for (t = 0; t < 4; t++) {
#pragma bbmm
            for (i = 0; i < n; i++)
                b[i] = a[i] * a[i] - (double)t;
            memcpy(w, b, sizeof(double) * n);
            qsort(w, n, sizeof(double), cmpd);
            a[t % n] = w[n / 2];
#pragma bbmm
            for (i = 0; i < n; i++)
                a[i] = 0.5 * a[i] + 0.125 * b[i];
        }
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a %a\n", a[i], b[i]);
    }
    return 0;
}
