/* an iterator whose type is a typedef of an anonymous enum */
#include <stdio.h>
typedef enum { KA, KB, KC, NK } kind;
static double A[NK][5];
int main(void)
{
    kind k;
    int j;
#pragma bbmm
    for (k = KA; k < NK; k++)
        for (j = 0; j < 5; j++)
            A[k][j] = k * 10.0 + j;
    for (k = KA; k < NK; k++) for (j = 0; j < 5; j++) printf("%a\n", A[k][j]);
    return 0;
}
