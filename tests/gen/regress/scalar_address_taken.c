/* k, declared outside the region, has its address taken before it ("int *q = &k;") and is read after it only through q; the region writes it and reads it through its value (forward-substituted): once taken for "not read after the region" (no mention of k after it), k kept its old value (0, not 98) */
// expect-explain: scalar k: int, declared outside the region and written in it, line [0-9]+: every read finds its value written in the same iteration of the 1 loop around it: expanded into bbmm_x_k
#include <stdio.h>
double A[100];
int main(void)
{
    int i, n = 50, k = 0, *q = &k, m = 3, *r = &(m);
#pragma bbmm
    for (i = 0; i < n; i++) {
        k = 2 * i;
        A[k] = i;
    }
    printf("%d %a\n", *q, A[10]);
#pragma bbmm
    for (i = 0; i < n; i++) {
        m = i + 1;
        A[m] = A[m] * 0.5 + i;
    }
    printf("%d %a\n", *r, A[11]);
    return 0;
}
