/* Hillis-Steele inclusive scan: host loop doubling d around a region, pointer swap of int arrays; plus a blocked two-level scan with block sums */
#include <stdio.h>
#include <stdlib.h>
#define NB 8

static void scan_step(int n, int d, const int *a, int *b)
{
    int i;
#pragma bbmm array(a[n], b[n])
    for (i = 0; i < n; i++)
        b[i] = i >= d ? a[i] + a[i - d] : a[i];
}

static void block_scan(int nb, int *x, long *bs)
{
    int b, i;
#pragma bbmm array(x[nb][NB], bs[nb + 1])
    {
        for (b = 0; b < nb; b++)
            for (i = 1; i < NB; i++)
                x[b * NB + i] += x[b * NB + i - 1];
        bs[0] = 0;
        for (b = 0; b < nb; b++)
            bs[b + 1] = bs[b] + x[b * NB + NB - 1];
        for (b = 1; b < nb; b++)
            for (i = 0; i < NB; i++)
                x[b * NB + i] += (int)bs[b];
    }
}

int main(void)
{
    int ns[] = {0, 1, 2, 3, 7, 33, 64};
    for (int c = 0; c < 7; c++) {
        int n = ns[c];
        int *a = malloc(sizeof(int) * (n + 1)), *b = malloc(sizeof(int) * (n + 1));
        for (int i = 0; i < n; i++) a[i] = (i * 7) % 5 - 2;
        for (int d = 1; d < n; d *= 2) {
            scan_step(n, d, a, b);
            int *t = a; a = b; b = t;
        }
        for (int i = 0; i < n; i++) printf("%d ", a[i]);
        printf("\n");
        free(a); free(b);
    }
    for (int nb = 0; nb <= 5; nb += 1) {
        int *x = malloc(sizeof(int) * (nb * NB + 1));
        long *bs = malloc(sizeof(long) * (nb + 1));
        for (int i = 0; i < nb * NB; i++) x[i] = (i % 3) + 1;
        block_scan(nb, x, bs);
        for (int i = 0; i < nb * NB; i++) printf("%d ", x[i]);
        printf("| %ld\n", bs[nb]);
        free(x); free(bs);
    }
    return 0;
}
