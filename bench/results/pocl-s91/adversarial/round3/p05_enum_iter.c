/* enum constants as extents, an enum-typed iterator, enum arithmetic (unsigned in gcc) */
#include <stdio.h>
enum { NX = 12 };
enum dir { DN, DE, DS, DW, NDIR };
static double A[NDIR][NX], V[NDIR];
int main(void)
{
    enum dir d;
    int i;
#pragma bbmm
    for (d = DN; d < NDIR; d++) {
        V[d] = (d - 1) / 2.0;
        for (i = 0; i < NX; i++)
            A[d][i] = d * 10 + i + (d > DE ? 0.5 : 0.25);
    }
    printf("d=%d\n", (int)d);
    for (d = DN; d < NDIR; d++) { printf("%a\n", V[d]); for (i = 0; i < NX; i++) printf("%a\n", A[d][i]); }
    return 0;
}
