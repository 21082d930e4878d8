/* sizeof of an enum type and of an enum-typed expression in a region value */
#include <stdio.h>
enum e { E0, E1 };
static double A[4];
int main(void)
{
    int i;
    enum e v = E1;
#pragma bbmm
    for (i = 0; i < 4; i++)
        A[i] = i * sizeof(enum e) + sizeof v;
    for (i = 0; i < 4; i++) printf("%a\n", A[i]);
    return 0;
}
