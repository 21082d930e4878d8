// expect: 7:21: error: a loop condition that decrements 'j' must compare it with '>', '>=' or '!=' ('j-- > e'), or be 'j--' alone
void f(unsigned n, double *B)
{
    unsigned j;
#pragma bbmm array(B[n])
    {
    for (j = n; j-- < 5;)
        B[j] = B[j] + 1.0;
    
    }
}
