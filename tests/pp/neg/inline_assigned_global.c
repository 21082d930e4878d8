// expect: 12:12: error: 'scale' uses the file-scope variable 'c', which the region assigns: a function that passes arrays is inlined into the region, and may use only the file-scope variables the region does not assign; pass 'c' as a parameter
/* The helper reads the file-scope c, which the region assigns; no
 * variable of that name is in scope where it is called, so the message
 * claims no hiding (it once did).  A scalar declared in the region or a
 * loop declaring its iterator c would hide it (inline_hidden_global.c). */
#include <stdio.h>
#define N 9
static double u[N][3];
static double c;
static void scale(int a, double *d)
{
    d[a] = c * a;
}
int main(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < N; i++) {
        c = 0.5 * i;
        scale(1, u[i]);
    }
    printf("%g\n", u[3][1]);
    return 0;
}
