/* char16_t constant u'a' in a value and a subscript offset */
#include <stdio.h>
#include <uchar.h>
static double A[20];
int main(void)
{
    int i;
    for (i = 0; i < 20; i++) A[i] = -1;
#pragma bbmm
    for (i = 0; i < 10; i++)
        A[i + (u'b' - u'a')] = i + u'c';
    for (i = 0; i < 20; i++) printf("%a\n", A[i]);
    return 0;
}
