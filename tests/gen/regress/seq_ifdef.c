/* A region left sequential keeps its #ifdef lines (a later comment naming
 * the pragma once made bbmm-pp comment out every '#' line before it). */
#include <stdio.h>
double A[10];
int main(void)
{
    int i;
    for (i = 0; i < 10; i++) A[i] = i;
#pragma bbmm
    for (i = 1; i < 10; i++) {
#ifdef NEVER
        A[i] = -1;
#endif
        A[i] = A[i - 1] + 1;
    }
    /* a later comment: pragma bbmm */
    for (i = 0; i < 10; i++) printf("%a\n", A[i]);
    return 0;
}
